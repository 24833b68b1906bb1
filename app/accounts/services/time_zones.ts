import { IANAZone } from 'luxon'

let cached: string[] | null = null

/**
 * The IANA time zones offered in selects, UTC first. Sent to the page as a
 * prop, so the server's and the browser's lists never differ during hydration.
 */
export function timeZones(): string[] {
  cached ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')]
  return cached
}

/** Any zone the runtime knows (including aliases such as Asia/Kolkata). */
export function isTimeZone(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && IANAZone.isValidZone(value)
}
