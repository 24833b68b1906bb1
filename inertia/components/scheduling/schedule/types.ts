/** Shapes of Settings > Schedule: the page's from its transformers, the JSON calls' from their routes. */
import type { Data } from '@generated/data'

/** Weekly hours and exceptions (ScheduleTransformer). */
export type Schedule = Data.Scheduling.Schedule
export type WeeklyRange = Schedule['weekly'][number]
/** One exception, in the schedule and in its writes' answers (ScheduleExceptionTransformer). */
export type ScheduleException = Data.Scheduling.ScheduleException

/** The next days' bookable slots (SchedulePreviewTransformer). */
export type Preview = Data.Scheduling.SchedulePreview

/** The page's limits: the server's validation limits and the preview's days (ScheduleLimitsTransformer). */
export type ScheduleLimits = Data.Scheduling.ScheduleLimits

/**
 * Every write of /api/schedule answers the saved schedule and a fresh preview
 * (ScheduleSavedTransformer, from the same transformers as the page's props).
 */
export type ScheduleSaved = Data.Scheduling.ScheduleSaved

/** The server's `entries.<index>.<field>` errors by range key and part; the rest under `form`. */
export function errorsByRange(fieldErrors: Record<string, string>, order: { key: number }[]) {
  const byRange: Record<string, string> = {}
  for (const [field, message] of Object.entries(fieldErrors)) {
    const match = field.match(/^entries\.(\d+)(?:\.(\w+))?$/)
    const range = match ? order[Number(match[1])] : undefined
    if (!match || !range) {
      byRange.form ??= message
      continue
    }
    const part = match[2] === 'endTime' ? 'end' : 'start'
    byRange[`${range.key}.${part}`] ??= message
  }
  return byRange
}

/** '9:00' or '9.00' reads '09:00'; anything else is sent as typed (the server says what is wrong). */
export function normalizeTime(value: string) {
  const trimmed = value.trim()
  const match = trimmed.match(/^(\d{1,2})[:.](\d{2})$/)
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : trimmed
}

/** Minutes from midnight of a well-formed 'HH:mm' (24:00 is 1440). */
export function minutesOf(time: string) {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

/** A calendar date ('YYYY-MM-DD') as a Date the formatters read in UTC. */
export function calendarDate(date: string) {
  return new Date(`${date}T12:00:00Z`)
}

/** The ids of the visible "24-hour format" hints under the weekly hours and in the exception form. */
export const TIME_FORMAT_HINT = 'weekly-time-format'
export const EXCEPTION_TIME_FORMAT_HINT = 'exception-time-format'

/**
 * A time field's aria-describedby: the visible format hint first (a
 * placeholder is no hint: it goes once typing starts), then its own error.
 */
export function withTimeFormat(describedBy: string | undefined, hint = TIME_FORMAT_HINT) {
  return [hint, describedBy].filter(Boolean).join(' ')
}
