import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'

type Snapshot = Record<string, unknown> | null | undefined

const show = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)

/** The fields whose value differs between the before and after snapshots, side by side. */
export function ChangesTable() {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record) return null
  const before = (record.before ?? {}) as NonNullable<Snapshot>
  const after = (record.after ?? {}) as NonNullable<Snapshot>
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])
  )
  if (keys.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.audit-log.no_changes')}
      </Typography>
    )
  }
  return (
    <Table size="small" aria-label={translate('app.audit-log.changes')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('app.audit-log.field')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('resources.audit-log.fields.before')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('resources.audit-log.fields.after')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {keys.map((key) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
              {key}
            </TableCell>
            <TableCell
              sx={{ fontFamily: 'monospace', wordBreak: 'break-word', color: 'error.main' }}
            >
              {show(before[key])}
            </TableCell>
            <TableCell
              sx={{ fontFamily: 'monospace', wordBreak: 'break-word', color: 'success.main' }}
            >
              {show(after[key])}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
