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

/** Zones already found valid: luxon's check builds an Intl formatter every time. */
const known = new Set<string>()

/** Any zone the runtime knows (including aliases such as Asia/Kolkata). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false
  if (known.has(value)) return true
  if (!IANAZone.isValidZone(value)) return false
  known.add(value)
  return true
}
