/** The dashboard's period: the last N days up to today, or a custom range (ISO dates). */
export const PRESET_DAYS = [7, 30, 90] as const
export type Preset = (typeof PRESET_DAYS)[number] | 'custom'
export type Period = { from: string; to: string }

/** YYYY-MM-DD of a local date. */
export function isoDate(date: Date) {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** The last `days` days, today included. */
export function lastDays(days: number, today = new Date()): Period {
  const from = new Date(today)
  from.setDate(from.getDate() - (days - 1))
  return { from: isoDate(from), to: isoDate(today) }
}

/** A date of the API (YYYY-MM-DD) read as that calendar day, whatever the time zone. */
export function calendarDay(value: string) {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day))
}

export function formatDay(value: string, locale: string, long = false) {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: long ? 'long' : 'short',
    year: long ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(calendarDay(value))
}

export function formatMoney(cents: number, currency: string, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100)
}

export function formatNumber(value: number, locale: string) {
  return new Intl.NumberFormat(locale).format(value)
}

/** A month of the API (YYYY-MM) in words: "March 2031". */
export function formatMonth(value: string, locale: string, long = true) {
  const [year, month] = value.split('-').map(Number)
  return new Intl.DateTimeFormat(locale, {
    month: long ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)))
}

/** A share as a whole percentage ("80%"); a dash when there is nothing to share. */
export function formatShare(part: number, whole: number, locale: string) {
  if (whole === 0) return '—'
  return new Intl.NumberFormat(locale, { style: 'percent' }).format(part / whole)
}
