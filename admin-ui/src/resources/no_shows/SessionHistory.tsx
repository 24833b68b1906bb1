import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import type { NoShowRecord } from '../../types'
import { NO_VALUE } from '../shared/fields'

/**
 * The session's history, oldest first: booked, confirmed, new times proposed and answered,
 * cancelled, held, then the no-show's report, dispute and outcome, each with who and its note.
 */
export function SessionHistory() {
  const record = useRecordContext<NoShowRecord>()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const steps = record?.history ?? []
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso)
        )
      : NO_VALUE
  return (
    <Table size="small" aria-label={translate('app.no-shows.history.title')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('app.no-shows.history.at')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('app.no-shows.history.event')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('app.no-shows.history.by')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('app.no-shows.history.note')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {steps.map((step, index) => (
          <TableRow key={`${step.event}-${index}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(step.at)}</TableCell>
            <TableCell>
              {translate(`app.no-shows.history.events.${step.event}`, { _: step.event })}
              {step.startsAt ? (
                <Typography variant="body2" color="text.secondary">
                  {when(step.startsAt)} – {when(step.endsAt)}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              {step.by
                ? translate(`app.no-shows.history.who.${step.by}`, { _: step.by })
                : NO_VALUE}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
              {step.note ?? NO_VALUE}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
