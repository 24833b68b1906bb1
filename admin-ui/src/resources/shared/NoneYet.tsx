import { Typography } from '@mui/material'
import { useTranslate } from 'react-admin'

/** What an embedded list (a ReferenceManyField) shows when it has no rows. */
export function NoneYet() {
  const translate = useTranslate()
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
      {translate('app.shared.none_yet')}
    </Typography>
  )
}
