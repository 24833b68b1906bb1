/**
 * What a spreadsheet reads as a formula when a CSV cell starts with it
 * (OWASP "CSV injection"): `=`, `+`, `-`, `@`, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** The text with a leading `'` when a spreadsheet would run it as a formula. */
export function spreadsheetSafeText(text: string) {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/**
 * A key as a column header: jsonexport (3.2) writes headers without CSV
 * escaping, so a quote, comma or line end in a key would shift the cells
 * that follow; they become spaces.
 */
function spreadsheetSafeKey(key: string) {
  return spreadsheetSafeText(key.replace(/[",\r\n]/g, ' '))
}

/**
 * A record as it may go into a CSV export: every value at any depth, and
 * every key (nested keys become column headers), made safe to open in a
 * spreadsheet. Negative numbers too, as OWASP's rule is on the cell's text
 * (and an array's cell starts with its first item): they export as text.
 */
export function spreadsheetSafe<T>(value: T): T
export function spreadsheetSafe(value: unknown): unknown {
  if (typeof value === 'string') return spreadsheetSafeText(value)
  // A number's text starts with a formula character only when it is negative.
  if (typeof value === 'number' || typeof value === 'bigint') return value < 0 ? `'${value}` : value
  if (Array.isArray(value)) return value.map((item) => spreadsheetSafe(item))
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [spreadsheetSafeKey(key), spreadsheetSafe(item)])
    )
  }
  return value
}
