import { Box, Typography } from '@mui/material'
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin'

/** Pretty-prints a JSON value of the record (the audit log's before and after snapshots). */
export function JsonField({ source }: FieldProps) {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record || !source) return null
  const value = record[source]
  if (value === null || value === undefined) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('app.shared.none')}
      </Typography>
    )
  }
  return (
    <Box
      component="pre"
      tabIndex={0}
      sx={{
        m: 0,
        p: 1.5,
        maxHeight: 400,
        overflow: 'auto',
        fontSize: 13,
        bgcolor: 'action.hover',
        borderRadius: 1,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  )
}
