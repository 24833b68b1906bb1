import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'

/**
 * Column codecs used by the generated database/schema.ts (see
 * database/schema_rules.ts), so that models behave the same on SQLite and
 * PostgreSQL:
 *
 * - instants are always written in UTC (SQLite's format has no offset, so a
 *   DateTime in another zone would be stored as its wall-clock time) and
 *   always read back as UTC DateTimes;
 * - JSON is stored as text on both databases and parsed on read.
 */

/** Writes a DateTime as UTC in the connection's format; strings and nulls pass through. */
export function prepareUtcDateTime(value: unknown, attribute: string, row: LucidRow) {
  if (!DateTime.isDateTime(value)) {
    return value
  }
  if (!value.isValid) {
    throw new Error(`Invalid DateTime for "${attribute}": ${value.invalidReason}`)
  }
  const model = row.constructor as LucidModel
  const format = model.query(row.$options).client.dialect.dateTimeFormat
  return value.toUTC().toFormat(format)
}

/** SQLite's UTC instant text: 'yyyy-MM-dd HH:mm:ss', maybe with fractions of a second. */
const SQL_INSTANT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/

/** Reads SQLite text, a JS Date (PostgreSQL) or epoch milliseconds as a UTC DateTime. */
export function consumeUtcDateTime(value: unknown) {
  if (value === null || value === undefined || value === '') {
    return null
  }
  if (value instanceof Date) {
    return DateTime.fromJSDate(value, { zone: 'utc' })
  }
  if (typeof value === 'number') {
    return DateTime.fromMillis(value, { zone: 'utc' })
  }
  if (typeof value === 'string') {
    // SQLite's UTC text, on every row read: epoch milliseconds are about four times
    // cheaper than luxon's SQL parser (a day past the month's end is left to it: invalid).
    if (SQL_INSTANT.test(value)) {
      const millis = Date.parse(`${value.replace(' ', 'T')}Z`)
      if (new Date(millis).getUTCDate() === Number(value.slice(8, 10))) {
        return DateTime.fromMillis(millis, { zone: 'utc' })
      }
    }
    const fromSql = DateTime.fromSQL(value, { zone: 'utc' })
    return fromSql.isValid ? fromSql : DateTime.fromISO(value, { zone: 'utc' })
  }
  return value
}

/**
 * Reads a boolean column: SQLite's 0/1 or PostgreSQL's true/false as a boolean,
 * and NULL as null, so a nullable yes/no left unanswered is never read as "no".
 */
export function consumeBoolean(value: unknown) {
  return value === null || value === undefined ? null : Boolean(value)
}

export function prepareJson(value: unknown) {
  return value === null || value === undefined ? null : JSON.stringify(value)
}

export function consumeJson(value: unknown) {
  return typeof value === 'string' ? JSON.parse(value) : (value ?? null)
}

/**
 * An instant as a query binding, e.g. `.where('starts_at', '>=', toDbInstant(now))`.
 * Neither a DateTime nor a JS Date is safe there: SQLite compares the stored
 * UTC text with whatever is bound (a JS Date becomes epoch milliseconds, and
 * an integer always sorts before text), so bind the dialect's own format in UTC.
 */
export function toDbInstant(value: DateTime, connectionName?: string) {
  return value.toUTC().toFormat(db.connection(connectionName).dialect.dateTimeFormat)
}

/**
 * Epoch milliseconds of an instant column, without building a DateTime (hot
 * paths that read hundreds of rows): SQLite's UTC text, a JS Date or a number.
 */
export function utcMillis(value: unknown): number {
  if (value instanceof Date) return value.getTime()
  if (typeof value === 'number') return value
  if (typeof value === 'string' && SQL_INSTANT.test(value)) {
    return Date.parse(`${value.replace(' ', 'T')}Z`)
  }
  return (consumeUtcDateTime(value) as DateTime).toMillis()
}
