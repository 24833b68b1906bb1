import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import { AUDIT_ENTITY_RESOURCES, type AuditEntityType } from '#business/admin'
import type { AuditLogRecord } from '../../types'

type Translate = ReturnType<typeof useTranslate>

const show = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)

/** The fields whose values are codes, by the label prefix of their values (status: per kind of record). */
const CODED_FIELDS: Record<string, string> = {
  role: 'app.users.role',
  locale: 'app.shared.locale',
  plan: 'app.subscriptions.plan',
  period: 'app.subscriptions.period',
  reason: 'app.refunds.reason',
}
const STATUS_LABELS: Partial<Record<AuditEntityType, string>> = {
  user: 'app.users.status',
  mentor_application: 'app.mentor-applications.status',
  session: 'app.sessions.status',
  payment: 'app.payments.status',
}

/** A snapshot field by its label: the record's own field label, else the audit log's. */
function fieldLabel(translate: Translate, entityType: string, key: string) {
  const resource = AUDIT_ENTITY_RESOURCES[entityType as AuditEntityType]
  const own = resource ? `resources.${resource}.fields.${key}` : null
  const fallback = translate(`app.audit-log.fields.${key}`, { _: key })
  return own ? translate(own, { _: fallback }) : fallback
}

/** A value as the console shows it elsewhere: a code by its label, the rest as written. */
function valueLabel(translate: Translate, entityType: string, key: string, value: unknown) {
  const prefix = key === 'status' ? STATUS_LABELS[entityType as AuditEntityType] : CODED_FIELDS[key]
  if (prefix && typeof value === 'string' && value) {
    return translate(`${prefix}.${value}`, { _: value })
  }
  return show(value)
}

/** The fields whose value differs between the before and after snapshots, side by side. */
export function ChangesTable() {
  const record = useRecordContext<AuditLogRecord>()
  const translate = useTranslate()
  if (!record) return null
  const entityType = String(record.entityType ?? '')
  const before = record.before ?? {}
  const after = record.after ?? {}
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
            <TableCell component="th" scope="row">
              {fieldLabel(translate, entityType, key)}
            </TableCell>
            <TableCell
              sx={{ fontFamily: 'monospace', wordBreak: 'break-word', color: 'error.main' }}
            >
              {valueLabel(translate, entityType, key, before[key])}
            </TableCell>
            <TableCell
              sx={{ fontFamily: 'monospace', wordBreak: 'break-word', color: 'success.main' }}
            >
              {valueLabel(translate, entityType, key, after[key])}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
