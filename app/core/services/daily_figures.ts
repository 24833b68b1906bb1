import type { DateTime } from 'luxon'
import { toDbInstant, utcMillis } from '#database/columns'

/*
| Figures per day over a range of whole UTC days, for the console's charts:
| each module counts or sums its own rows (sign-ups, bookings, revenue...)
| with these, the same on SQLite and PostgreSQL. Rows of the range are read
| with only the instant (and amount) a figure needs and grouped by UTC day
| here; the caller bounds the range's length, which bounds the work.
*/

/** Whole UTC days, `from` to `to` inclusive (each at the start of its day). */
export type DayRange = { from: DateTime; to: DateTime }

/** One figure per day of a range, 'YYYY-MM-DD' → figure, in order; a day without any is 0. */
export type DailyFigures = Map<string, number>

/** Every day of the range, as YYYY-MM-DD. */
export function daysOf(range: DayRange) {
  const days: string[] = []
  for (let day = range.from; day <= range.to; day = day.plus({ days: 1 })) {
    days.push(day.toISODate()!)
  }
  return days
}

/** Narrows `query` to the rows whose instant `column` falls within the range's days. */
export function withinDays<Query extends { where: (...args: any[]) => Query }>(
  query: Query,
  column: string,
  range: DayRange
): Query {
  return query
    .where(column, '>=', toDbInstant(range.from))
    .where(column, '<', toDbInstant(range.to.plus({ days: 1 })))
}

function utcDay(value: unknown) {
  return new Date(utcMillis(value)).toISOString().slice(0, 10)
}

/** Counts the rows (or sums their `amount`) by the UTC day of their `at`, over every day of the range. */
export function perDay(range: DayRange, rows: { at: unknown; amount?: unknown }[]): DailyFigures {
  const sums: DailyFigures = new Map(daysOf(range).map((day) => [day, 0]))
  for (const row of rows) {
    const day = utcDay(row.at)
    if (sums.has(day))
      sums.set(day, sums.get(day)! + (row.amount === undefined ? 1 : Number(row.amount)))
  }
  return sums
}
