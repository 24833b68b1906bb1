/** Shapes of Settings > Schedule (app/scheduling/services/schedule_settings.ts). */

export type WeeklyValue = { day_of_week: number; start_time: string; end_time: string }

export type ExceptionValue = {
  id: number
  date: string
  reason: string | null
  unavailable_all_day: boolean
  start_time: string | null
  end_time: string | null
}

export type ScheduleValues = { weekly: WeeklyValue[]; exceptions: ExceptionValue[] }

export type SchedulePreview = {
  data: { startsAt: string; endsAt: string }[]
  mentorTimeZone: string
  durationMinutes: number
  calendarUnavailable: boolean
  from: string
  until: string
}

export type ScheduleLimits = {
  maxRangesPerDay: number
  reasonMaxLength: number
  previewDays: number
}

/** What every write of /api/schedule answers. */
export type ScheduleSaved = { schedule: ScheduleValues; preview: SchedulePreview }

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
