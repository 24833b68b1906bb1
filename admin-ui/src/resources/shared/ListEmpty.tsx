import { Box, Typography } from '@mui/material'
import InboxIcon from '@mui/icons-material/Inbox'
import { useResourceContext, useTranslate } from 'react-admin'

/** The empty state of a read-only list: nothing to create here, so only say it is empty. */
export function ListEmpty() {
  const translate = useTranslate()
  const resource = useResourceContext()
  const name = translate(`resources.${resource}.name`, { smart_count: 2 })
  return (
    <Box sx={{ textAlign: 'center', py: 8, color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 64, opacity: 0.5 }} aria-hidden />
      <Typography variant="h6" component="p">
        {translate(`app.${resource}.empty`, {
          _: translate('app.shared.empty', { name: name.toLowerCase() }),
        })}
      </Typography>
    </Box>
  )
}
