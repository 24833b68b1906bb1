import { Chip, type ChipProps } from '@mui/material'
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin'

export type EnumFieldProps = FieldProps & {
  /** Translation prefix of the values, e.g. `app.users.status` → `app.users.status.active`. */
  prefix: string
  /** Chip colour per value; the rest are default. */
  colors?: Record<string, ChipProps['color']>
}

/** An enum value as a small translated chip (statuses, roles, plans). */
export function EnumField({ source, prefix, colors = {} }: EnumFieldProps) {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record || !source) return null
  const value = record[source]
  if (value === null || value === undefined || value === '') return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[String(value)] ?? 'default'}
      label={translate(`${prefix}.${value}`, { _: String(value) })}
    />
  )
}

/** An EnumField bound to one enum, for `<DataTable.Col field={...}>` and show layouts. */
export function enumFieldOf(prefix: string, colors: Record<string, ChipProps['color']> = {}) {
  const Bound = (props: FieldProps) => <EnumField {...props} prefix={prefix} colors={colors} />
  Bound.displayName = `EnumField(${prefix})`
  return Bound
}
