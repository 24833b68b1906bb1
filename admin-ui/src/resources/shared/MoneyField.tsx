import { Typography } from '@mui/material'
import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin'

export type MoneyFieldProps = FieldProps & {
  /** Field of the record holding the ISO currency code. */
  currencySource?: string
  /** Used when the record holds no currency. */
  defaultCurrency?: string
}

/** Formats an integer amount of cents (e.g. `amountCents`) in the record's currency and the console's locale. */
export function MoneyField({
  source,
  currencySource = 'currency',
  defaultCurrency = 'EUR',
  className,
}: MoneyFieldProps) {
  const record = useRecordContext()
  const [locale] = useLocaleState()
  if (!record || !source) return null
  const cents = record[source]
  if (cents === null || cents === undefined || cents === '') {
    return <Typography component="span" variant="body2" className={className} />
  }
  return (
    <Typography component="span" variant="body2" className={className}>
      {formatMoney(Number(cents), String(record[currencySource] ?? defaultCurrency), locale)}
    </Typography>
  )
}

export function formatMoney(cents: number, currency: string, locale: string) {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(cents / 100)
  } catch {
    // An unknown currency code: show the amount with the code rather than fail.
    return `${(cents / 100).toFixed(2)} ${currency}`
  }
}
