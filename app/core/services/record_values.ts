import { DateTime } from 'luxon'
import { consumeUtcDateTime } from '#database/columns'
import { DATE_TIME, INTEGER, nullable, STRING } from '#core/services/schema_parts'

/*
| A row's values as the console's records hold them. The drivers hand columns
| back differently (SQLite: booleans as 0/1, instants as text, big counts as
| strings; PostgreSQL: Date objects, booleans), so each module's record
| transformer reads every value through one of these, typed as the record
| says of the field: its output type, not the row's, is what the generated
| `Data.*` types and the console see.
*/

/** A row as a query gave it: its values are whatever the driver returns. */
export type ConsoleRow = Readonly<Record<string, unknown>>

/** An instant column (SQLite text, a PostgreSQL Date) as ISO-8601 UTC, or null. */
export function isoOf(value: unknown): string | null {
  const date = consumeUtcDateTime(value)
  return DateTime.isDateTime(date) ? date.toUTC().toISO() : null
}

/** A column that always holds an instant (NOT NULL) as ISO-8601 UTC. */
export function instantOf(value: unknown): string {
  const iso = isoOf(value)
  if (iso === null) throw new Error(`Not an instant: ${String(value)}`)
  return iso
}

export function boolOf(value: unknown): boolean {
  return Boolean(value) && value !== '0' && value !== 'false'
}

export function numberOf(value: unknown): number {
  return Number(value ?? 0)
}

export function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value)
}

export function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value)
}

export function textOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value)
}

export function fullName(first: unknown, last: unknown): string {
  return [first, last].filter(Boolean).join(' ')
}

/** The fields every term of core's vocabulary has (a skill, an industry), as a record schema's part. */
export const VOCABULARY_TERM = {
  id: INTEGER,
  name: nullable(STRING),
  nameIt: nullable(STRING),
  slug: nullable(STRING),
  createdAt: DATE_TIME,
} as const

/** A vocabulary term's shared fields, read from its row. */
export function vocabularyTermOf(row: ConsoleRow) {
  return {
    id: Number(row.id),
    name: textOrNull(row.name),
    nameIt: textOrNull(row.name_it),
    slug: textOrNull(row.slug),
    createdAt: instantOf(row.created_at),
  }
}
