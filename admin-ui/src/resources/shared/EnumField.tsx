import { Chip, Typography, type ChipProps } from '@mui/material'
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin'

export type EnumFieldProps = FieldProps & {
  /** Translation prefix of the values, e.g. `app.users.status` → `app.users.status.active`. */
  prefix: string
  /** Chip colour per value; the rest are default. */
  colors?: Record<string, ChipProps['color']>
  /** A chip (statuses) or plain text (kinds, bases). */
  variant?: 'chip' | 'text'
}

/** An enum value, translated: a small chip for statuses, text for the rest. */
export function EnumField({ source, prefix, colors = {}, variant = 'chip' }: EnumFieldProps) {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record || !source) return null
  const value = record[source]
  if (value === null || value === undefined || value === '') return null
  const label = translate(`${prefix}.${value}`, { _: String(value) })
  if (variant === 'text') {
    return (
      <Typography component="span" variant="body2">
        {label}
      </Typography>
    )
  }
  const color = colors[String(value)] ?? 'default'
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={label}
      // MUI's orange on white is below AA contrast: the border carries the colour, the text stays dark.
      sx={color === 'warning' ? { color: 'text.primary' } : undefined}
    />
  )
}

/** An EnumField bound to one enum, for `<DataTable.Col field={...}>` and show layouts. */
export function enumFieldOf(
  prefix: string,
  colors: Record<string, ChipProps['color']> = {},
  variant: EnumFieldProps['variant'] = 'chip'
) {
  const Bound = (props: FieldProps) => (
    <EnumField {...props} prefix={prefix} colors={colors} variant={variant} />
  )
  Bound.displayName = `EnumField(${prefix})`
  return Bound
}
