import { DateTime } from 'luxon'
import { SESSION_RULES } from '#business/sessions'

/**
 * The slot engine: the bookable start times of one mentor. Pure (no I/O), so
 * every caller — the catalogue's next free slot, matching's availability
 * factor, booking and rescheduling — gets the same answer from the same rules:
 *
 * - a grid of `gridMinutes` inside each availability window, in the mentor's
 *   wall-clock time (so a 09:00-17:00 rule stays 09:00-17:00 across DST);
 * - each slot lasts the mentor's session duration and must end inside its window;
 * - busy intervals (live sessions) are widened by the mentor's buffers before
 *   and after, and no slot may touch a widened interval;
 * - at least `noticeHours` between `now` and the start;
 * - a dated exception replaces that day's weekly rules: unavailable all day,
 *   or available only in its hours;
 * - the mentor's maximum sessions per calendar month (mentor's zone).
 */

export type WeeklyRule = {
  /** ISO day of week, Monday = 1 .. Sunday = 7. */
  dayOfWeek: number
  /** 'HH:mm' wall-clock time in the mentor's zone. */
  startTime: string
  endTime: string
}

export type DatedException = {
  /** 'YYYY-MM-DD' in the mentor's zone. */
  date: string
  /** Both null: unavailable all day; otherwise available only between them. */
  availableStart: string | null
  availableEnd: string | null
}

export type Interval = { start: DateTime; end: DateTime }

export type SlotRules = {
  timeZone: string
  weekly: WeeklyRule[]
  exceptions: DatedException[]
  /** Live sessions (and calendar busy times) of the mentor. */
  busy: Interval[]
  durationMinutes: number
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
  /** null: no monthly limit. */
  maxSessionsPerMonth: number | null
  /** Booked (not cancelled) sessions per 'YYYY-MM' month in the mentor's zone. */
  sessionsPerMonth: Map<string, number>
}

export type SlotWindow = {
  now: DateTime
  /** Slots start at or after this instant (defaults to now + notice). */
  from?: DateTime
  /** Slots start before this instant (defaults to now + the slot horizon). */
  until?: DateTime
  /** Stop after this many slots. */
  limit?: number
  noticeHours?: number
  gridMinutes?: number
}

const MINUTE = 60_000

function minutesOf(time: string) {
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** The availability windows of one local date, in minutes from midnight. */
function windowsOf(
  date: DateTime,
  weekly: WeeklyRule[],
  exceptionsByDate: Map<string, DatedException[]>
): [number, number][] {
  const exceptions = exceptionsByDate.get(date.toISODate()!)
  if (exceptions) {
    return exceptions
      .filter((exception) => exception.availableStart && exception.availableEnd)
      .map((exception) => [
        minutesOf(exception.availableStart!),
        minutesOf(exception.availableEnd!),
      ])
  }
  return weekly
    .filter((rule) => rule.dayOfWeek === date.weekday)
    .map((rule) => [minutesOf(rule.startTime), minutesOf(rule.endTime)])
}

/** The instant of a wall-clock time on a local date (luxon moves a time skipped by DST forward). */
function at(date: DateTime, minutes: number) {
  return date.set({
    hour: Math.floor(minutes / 60),
    minute: minutes % 60,
    second: 0,
    millisecond: 0,
  })
}

/** Months ('YYYY-MM', mentor's zone) that already hold the mentor's maximum sessions. */
function fullMonths(rules: SlotRules) {
  const full = new Set<string>()
  if (rules.maxSessionsPerMonth === null) return full
  for (const [month, count] of rules.sessionsPerMonth) {
    if (count >= rules.maxSessionsPerMonth) full.add(month)
  }
  return full
}

type Buffers = Pick<SlotRules, 'bufferBeforeMinutes' | 'bufferAfterMinutes'>

/** Busy intervals widened by the mentor's buffers (epoch ms), sorted by start for a forward scan. */
function widened(busy: Interval[], buffers: Buffers) {
  return busy
    .map(({ start, end }) => ({
      start: start.toMillis() - buffers.bufferBeforeMinutes * MINUTE,
      end: end.toMillis() + buffers.bufferAfterMinutes * MINUTE,
    }))
    .sort((a, b) => a.start - b.start)
}

/**
 * The slots that touch none of `busy` widened by the buffers: what `findSlots`
 * would have left with those busy times in the rules (slots already computed
 * without them, e.g. Google busy times added to remembered slots).
 */
export function withoutBusy(slots: Interval[], busy: Interval[], buffers: Buffers) {
  const blocked = widened(busy, buffers)
  return slots.filter((slot) => {
    const startMs = slot.start.toMillis()
    const endMs = slot.end.toMillis()
    return !blocked.some((interval) => interval.start < endMs && interval.end > startMs)
  })
}

export function findSlots(rules: SlotRules, window: SlotWindow): Interval[] {
  const noticeHours = window.noticeHours ?? SESSION_RULES.bookingNoticeHours
  const grid = window.gridMinutes ?? SESSION_RULES.slotGridMinutes
  const earliest = DateTime.max(
    window.from ?? window.now,
    window.now.plus({ hours: noticeHours })
  ).toUTC()
  const until = (window.until ?? window.now.plus({ days: SESSION_RULES.slotHorizonDays })).toUTC()
  const limit = window.limit ?? Number.POSITIVE_INFINITY
  if (earliest >= until || rules.weekly.length + rules.exceptions.length === 0) return []

  const exceptionsByDate = new Map<string, DatedException[]>()
  for (const exception of rules.exceptions) {
    const list = exceptionsByDate.get(exception.date) ?? []
    list.push(exception)
    exceptionsByDate.set(exception.date, list)
  }
  const blocked = widened(rules.busy, rules)
  // The latest end among blocked[0..i]: starts only grow, so a prefix that
  // ends before the current start can be skipped for good.
  const endsBy: number[] = []
  for (const [index, busy] of blocked.entries()) {
    endsBy.push(Math.max(busy.end, index ? endsBy[index - 1] : 0))
  }
  const isBlocked = (startMs: number, endMs: number) => {
    while (cursor < blocked.length && endsBy[cursor] <= startMs) cursor++
    for (let index = cursor; index < blocked.length && blocked[index].start < endMs; index++) {
      if (blocked[index].end > startMs) return true
    }
    return false
  }
  let cursor = 0
  const full = fullMonths(rules)
  const duration = rules.durationMinutes * MINUTE
  const earliestMs = earliest.toMillis()
  const untilMs = until.toMillis()

  const slots: Interval[] = []
  const seen = new Set<number>()
  const lastDay = until.setZone(rules.timeZone).startOf('day')
  for (
    let day = earliest.setZone(rules.timeZone).startOf('day');
    day <= lastDay && slots.length < limit;
    // startOf again: after a day whose midnight does not exist (DST at 00:00) the
    // next day must start at its own midnight, not at 01:00.
    day = day.plus({ days: 1 }).startOf('day')
  ) {
    if (full.has(day.toFormat('yyyy-MM'))) continue
    // One zone lookup per day: when local midnight and the next share an
    // offset (no DST change that day), a wall-clock minute is midnight's
    // instant plus that many minutes; on a DST day luxon places each time.
    const midnight = day.toMillis()
    const steady = day.hour === 0 && day.minute === 0 && day.plus({ days: 1 }).offset === day.offset
    const instantOf = (minute: number) =>
      steady ? midnight + minute * MINUTE : at(day, minute).toMillis()
    const starts: number[] = []
    for (const [open, close] of windowsOf(day, rules.weekly, exceptionsByDate)) {
      const closesAt = instantOf(close)
      for (let minute = open; minute * MINUTE + duration <= close * MINUTE; minute += grid) {
        const start = instantOf(minute)
        // A start skipped by DST lands on the same instant as its neighbour.
        if (start + duration > closesAt) continue
        starts.push(start)
      }
    }
    starts.sort((a, b) => a - b)
    for (const startMs of starts) {
      if (seen.has(startMs) || startMs < earliestMs || startMs >= untilMs) continue
      const endMs = startMs + duration
      if (isBlocked(startMs, endMs)) continue
      seen.add(startMs)
      slots.push({
        start: DateTime.fromMillis(startMs, { zone: 'utc' }),
        end: DateTime.fromMillis(endMs, { zone: 'utc' }),
      })
      if (slots.length >= limit) break
    }
  }
  return slots
}
