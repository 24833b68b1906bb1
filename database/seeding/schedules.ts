import { DateTime } from 'luxon'
import type { Random } from '#database/seeding/random'

/**
 * Weekly availability in the mentor's own time zone, and the slots it
 * offers between two instants (30-minute grid, buffers kept free).
 */
export interface WeeklyRange {
  /** ISO day of week: Monday = 1 .. Sunday = 7. */
  day: number
  start: string
  end: string
}

/** One dated exception: null hours mean unavailable all day. */
export interface DayException {
  date: string
  reason: string | null
  start: string | null
  end: string | null
}

const RANGE_SETS: readonly (readonly [string, string][])[] = [
  [['09:00', '12:00']],
  [['14:00', '17:00']],
  [['18:00', '20:30']],
  [
    ['08:00', '10:00'],
    ['17:30', '19:30'],
  ],
  [
    ['09:30', '12:30'],
    ['14:30', '17:30'],
  ],
  [['10:00', '13:00']],
  [
    ['12:30', '14:00'],
    ['18:30', '20:30'],
  ],
  [
    ['08:30', '10:30'],
    ['13:00', '14:30'],
    ['18:00', '19:30'],
  ],
  [['15:00', '18:00']],
  [
    ['07:30', '09:00'],
    ['19:00', '21:00'],
  ],
]

const WEEKDAY_SETS: readonly (readonly number[])[] = [
  [1, 3],
  [2, 4],
  [1, 3, 5],
  [2, 3, 4],
  [1, 2, 4],
  [1, 2, 3, 4],
  [2, 4, 6],
  [1, 2, 3, 4, 5],
  [3, 5],
  [1, 4, 6],
  [2, 3, 5],
]

/** 2-5 weekdays with 1-3 ranges each; a day now and then gets a different set. */
export function drawWeeklySchedule(random: Random): WeeklyRange[] {
  const days = random.pick(WEEKDAY_SETS)
  const usual = random.pick(RANGE_SETS)
  return days.flatMap((day) => {
    const ranges = random.chance(0.25) ? random.pick(RANGE_SETS) : usual
    return ranges.map(([start, end]) => ({ day, start, end }))
  })
}

export function minutesOf(time: string) {
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + minutes
}

export function timeOf(minutes: number) {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

const DAY_MS = 86_400_000
const offsets = new Map<string, number>()

/**
 * UTC offset (minutes) of a zone on a calendar date, read at local noon:
 * daylight-saving switches happen at night, and sessions happen by day.
 */
function offsetMinutes(zone: string, date: string) {
  const key = `${zone} ${date}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    offset = DateTime.fromISO(`${date}T12:00`, { zone }).offset
    offsets.set(key, offset)
  }
  return offset
}

/** The instant (epoch ms) of a local wall-clock time on a calendar date in a zone. */
export function localToEpoch(zone: string, date: string, minutesOfDay: number) {
  const [year, month, day] = date.split('-').map(Number)
  return Date.UTC(year, month - 1, day) + (minutesOfDay - offsetMinutes(zone, date)) * 60_000
}

/** The calendar date ('YYYY-MM-DD') of an instant in a zone. */
export function localDate(zone: string, epochMs: number) {
  const utcDay = new Date(epochMs).toISOString().slice(0, 10)
  return new Date(epochMs + offsetMinutes(zone, utcDay) * 60_000).toISOString().slice(0, 10)
}

export interface SlotOptions {
  zone: string
  weekly: readonly WeeklyRange[]
  exceptions?: readonly DayException[]
  durationMinutes: number
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
}

/**
 * Start instants (epoch ms, ascending) of the slots between `fromMs` and
 * `toMs`. Within a range slots are spaced by duration plus buffers, rounded
 * up to the 30-minute grid, so no two of them overlap, buffers included.
 */
export function slotsBetween(options: SlotOptions, fromMs: number, toMs: number): number[] {
  const step =
    Math.ceil(
      (options.durationMinutes + options.bufferBeforeMinutes + options.bufferAfterMinutes) / 30
    ) * 30
  const byDay = new Map<number, [number, number][]>()
  for (const range of options.weekly) {
    const list = byDay.get(range.day) ?? []
    list.push([minutesOf(range.start), minutesOf(range.end)])
    byDay.set(range.day, list)
  }
  const exceptions = new Map((options.exceptions ?? []).map((item) => [item.date, item]))

  const slots: number[] = []
  // Local dates can differ from UTC dates by a day on either side.
  for (let dayMs = fromMs - DAY_MS; dayMs <= toMs + DAY_MS; dayMs += DAY_MS) {
    const date = new Date(dayMs).toISOString().slice(0, 10)
    const exception = exceptions.get(date)
    let ranges = byDay.get(((new Date(dayMs).getUTCDay() + 6) % 7) + 1) ?? []
    if (exception) {
      ranges =
        exception.start && exception.end
          ? [[minutesOf(exception.start), minutesOf(exception.end)]]
          : []
    }
    for (const [start, end] of ranges) {
      for (let minute = start; minute + options.durationMinutes <= end; minute += step) {
        const startsAt = localToEpoch(options.zone, date, minute)
        if (startsAt >= fromMs && startsAt < toMs) {
          slots.push(startsAt)
        }
      }
    }
  }
  return slots.sort((a, b) => a - b)
}

const ALL_DAY_REASONS = [
  'Conference',
  'Holiday',
  'Board meeting',
  'Travelling',
  'Family commitment',
]
const PARTIAL_REASONS = ['Reduced availability', 'Travelling in the afternoon', null]

/** ISO day of week of a calendar date. */
export function isoDay(date: string) {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1
}

/** The local dates in the next `days` days on which the weekly schedule has hours. */
export function scheduledDates(
  weekly: readonly WeeklyRange[],
  zone: string,
  fromMs: number,
  days: number
) {
  const dates: string[] = []
  for (let offset = 0; offset < days; offset++) {
    const date = localDate(zone, fromMs + offset * DAY_MS)
    if (weekly.some((range) => range.day === isoDay(date)) && !dates.includes(date)) {
      dates.push(date)
    }
  }
  return dates
}

/**
 * `count` exceptions on scheduled days between `fromMs` and `days` later:
 * most make the day unavailable, some keep only two hours of it.
 */
export function drawExceptions(
  random: Random,
  weekly: readonly WeeklyRange[],
  zone: string,
  fromMs: number,
  days: number,
  count: number
): DayException[] {
  return random
    .sample(scheduledDates(weekly, zone, fromMs, days), count)
    .sort()
    .map((date) => {
      const range = weekly.find((item) => item.day === isoDay(date))!
      if (random.chance(0.7)) {
        return { date, reason: random.pick(ALL_DAY_REASONS), start: null, end: null }
      }
      const start = minutesOf(range.start)
      const end = Math.min(minutesOf(range.end), start + 120)
      return { date, reason: random.pick(PARTIAL_REASONS), start: timeOf(start), end: timeOf(end) }
    })
}

/**
 * One week's slot starts as (ISO day, minute of day), in order: the same
 * spacing as slotsBetween, without dated exceptions. Lets a long history be
 * drawn week by week without computing every instant.
 */
export function weeklySlotTemplate(options: SlotOptions) {
  const step =
    Math.ceil(
      (options.durationMinutes + options.bufferBeforeMinutes + options.bufferAfterMinutes) / 30
    ) * 30
  const template: { day: number; minute: number }[] = []
  for (const range of options.weekly) {
    const end = minutesOf(range.end)
    for (
      let minute = minutesOf(range.start);
      minute + options.durationMinutes <= end;
      minute += step
    ) {
      template.push({ day: range.day, minute })
    }
  }
  return template.sort((a, b) => a.day - b.day || a.minute - b.minute)
}

/** UTC midnight (epoch ms) of the local Monday of the week containing an instant. */
export function localWeekStart(zone: string, epochMs: number) {
  const date = localDate(zone, epochMs)
  return Date.parse(`${date}T00:00:00Z`) - (isoDay(date) - 1) * DAY_MS
}
