import { paragraphsOfText } from '#core/validators/display_text'
import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { DateTime } from 'luxon'
import { DAYS_OF_WEEK, SCHEDULE_TIME_PATTERN } from '#business/sessions'

/**
 * Settings > Schedule (mentor access). Times are 'HH:mm' wall-clock times in
 * the mentor's time zone, from 00:00 to 24:00 (the end of the day); dates are
 * 'YYYY-MM-DD' in that zone. Field names are camelCase, as the page sends
 * them; messages come from resources/lang/<locale>/schedule_settings.json
 * through formMessages.
 */
export const SCHEDULE_LIMITS = {
  /** Ranges per day (a day is rarely cut in more than a handful of pieces). */
  maxRangesPerDay: 12,
  /** schedule_exceptions.reason is a VARCHAR(200). */
  reasonMaxLength: 200,
} as const

/** 'HH:mm' from 00:00 to 23:59, or 24:00 (midnight at the end of the day); the pages check it too. */
export const TIME_PATTERN = SCHEDULE_TIME_PATTERN
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Minutes from midnight of a valid 'HH:mm'. */
export function minutesOf(time: string) {
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + minutes
}

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && TIME_PATTERN.test(value)

const time = () => vine.string().trim().regex(TIME_PATTERN)

/** The end of a range must come after its start (message: `endAfterStart`). */
const endAfterStartRule = vine.createRule((value: unknown, _options: undefined, field) => {
  const start = (field.parent as Record<string, unknown> | undefined)?.startTime
  if (isTime(value) && isTime(start) && minutesOf(value) <= minutesOf(start)) {
    field.report('End time must be after start time', 'endAfterStart', field)
  }
})

/** An item of an array field, for reporting on it from a rule of the array. */
function itemField(field: FieldContext, index: number, property: string): FieldContext {
  return {
    ...field,
    name: property,
    wildCardPath: `${field.wildCardPath}.*.${property}`,
    isArrayMember: false,
    isDefined: true,
    isValid: false,
    getFieldPath: () => `${field.getFieldPath()}.${index}.${property}`,
  }
}

/**
 * No two ranges of one day overlap (ranges that only touch, 09:00-12:00 and
 * 12:00-14:00, do not). Reported on the start of the later range, naming the
 * day and both ranges (message: `overlap`, with `day`, `range` and `other`).
 */
// Days are read with vine.helpers.asNumber (start/validator.ts): NaN for an object, never a throw.
const noOverlapRule = vine.createRule((value: unknown, _options: undefined, field) => {
  if (!Array.isArray(value)) return
  type Range = { index: number; day: number; start: number; end: number; label: string }
  const ranges: Range[] = []
  value.forEach((item, index) => {
    const entry = item as Record<string, unknown> | null
    if (!entry || !isTime(entry.startTime) || !isTime(entry.endTime)) return
    const start = minutesOf(entry.startTime)
    const end = minutesOf(entry.endTime)
    if (end <= start) return
    ranges.push({
      index,
      day: vine.helpers.asNumber(entry.dayOfWeek),
      start,
      end,
      label: `${entry.startTime}–${entry.endTime}`,
    })
  })
  ranges.sort((a, b) => a.day - b.day || a.start - b.start || a.index - b.index)
  let previous: Range | null = null
  for (const range of ranges) {
    if (previous && previous.day === range.day && range.start < previous.end) {
      field.report(
        'Ranges on the same day must not overlap',
        'overlap',
        itemField(field, range.index, 'startTime'),
        { day: String(range.day), range: range.label, other: previous.label }
      )
      // Keep the later end, so a third range is compared with both.
      if (range.end > previous.end) previous = range
      continue
    }
    previous = range
  }
})

/** At most `maxRangesPerDay` ranges on one day (message: `tooManyRanges`). */
const rangesPerDayRule = vine.createRule((value: unknown, _options: undefined, field) => {
  if (!Array.isArray(value)) return
  const perDay = new Map<number, number>()
  for (const item of value) {
    const day = vine.helpers.asNumber((item as Record<string, unknown> | null)?.dayOfWeek)
    perDay.set(day, (perDay.get(day) ?? 0) + 1)
  }
  for (const [day, count] of perDay) {
    if (count > SCHEDULE_LIMITS.maxRangesPerDay) {
      field.report('Too many ranges on one day', 'tooManyRanges', field, {
        day: String(day),
        max: SCHEDULE_LIMITS.maxRangesPerDay,
      })
      return
    }
  }
})

/** PUT /api/schedule/weekly: the whole weekly schedule, replacing the saved one. */
export const weeklyScheduleValidator = vine.create({
  entries: vine
    .array(
      vine.object({
        dayOfWeek: vine.number().in([...DAYS_OF_WEEK]),
        startTime: time(),
        endTime: time().use(endAfterStartRule()),
      })
    )
    .use(rangesPerDayRule())
    .use(noOverlapRule()),
})

/** A real calendar date, not before today in the mentor's zone (meta `today`). */
const scheduleDateRule = vine.createRule((value: unknown, _options: undefined, field) => {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value) || !DateTime.fromISO(value).isValid) {
    field.report('Enter a valid date', 'date', field)
    return
  }
  const today = (field.meta as { today?: string }).today
  if (today && value < today) {
    field.report('The date must not be in the past', 'past', field)
  }
})

const isAllDay = (field: FieldContext) => {
  const flag = (field.parent as Record<string, unknown> | undefined)?.unavailableAllDay
  return flag === true || flag === 'true' || flag === 1 || flag === '1'
}

/**
 * POST /api/schedule/exceptions and PUT /api/schedule/exceptions/:id: a date,
 * an optional reason, and either unavailable all day or available only
 * between the start and end times (then both are required). One exception
 * per date is checked by the service.
 */
export const scheduleExceptionValidator = vine.withMetaData<{ today: string }>().create({
  date: vine.string().trim().use(scheduleDateRule()),
  reason: vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .maxLength(SCHEDULE_LIMITS.reasonMaxLength)
    .optional(),
  unavailableAllDay: vine.boolean(),
  startTime: time()
    .optional()
    .requiredWhen((field) => !isAllDay(field)),
  endTime: time()
    .use(endAfterStartRule())
    .optional()
    .requiredWhen((field) => !isAllDay(field)),
})
