import { Box, CircularProgress } from '@mui/material'
import { keyframes } from '@mui/material/styles'
import { useTranslate } from 'react-admin'

// Shown at once to assistive technologies, to the eye only when the wait lasts (no flash on a fast load).
const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

/**
 * While code loads (the console, a view, the charts: each is a chunk of its
 * own): a progress indicator named by `label`, a console.loading.* key.
 */
export function Loading({ label, page = false }: { label: string; page?: boolean }) {
  const translate = useTranslate()
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        py: 6,
        mt: page ? '30vh' : 0,
        opacity: 0,
        animation: `${appear} 0.2s ease-in 0.3s forwards`,
      }}
    >
      <CircularProgress aria-label={translate(label)} />
    </Box>
  )
}

/** The whole console's loading state (react-admin's `loading` page, before the first check). */
export function ConsoleLoading() {
  return <Loading label="console.loading.console" page />
}
