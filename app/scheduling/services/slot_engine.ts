import { DateTime, Info, type Zone } from 'luxon'
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
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

function minutesOf(time: string) {
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + minutes
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

/** A local calendar date's labels (the same in every zone): ISO date, ISO weekday, month. */
type DateLabels = { isoDate: string; weekday: number; month: string }

/**
 * One local date of one zone: the labels, and where its wall-clock minutes
 * are. `midnight` is the instant the date starts when its 00:00 exists
 * exactly once; a date starting in a DST gap or overlap has none and is
 * placed by luxon, as is every time of a date whose offset changes
 * (`steady` false).
 */
type ZoneDay = DateLabels & { midnight: number | null; steady: boolean }

/**
 * Dates already placed, per zone: a zone's midnights are the same for every
 * mentor in it, and finding one costs Intl lookups (luxon's offsets); the
 * catalogue's next free slots place thousands at once. Bounded, as time moves on.
 */
const MAX_CACHED_DAYS = 10_000
const zoneDays = new Map<string, Map<number, ZoneDay>>()
const labelsByDay = new Map<number, DateLabels>()

/** Labels of a date given as days since 1970-01-01. */
function labelsOf(dayNumber: number) {
  let labels = labelsByDay.get(dayNumber)
  if (!labels) {
    const date = new Date(dayNumber * DAY)
    const isoDate = date.toISOString().slice(0, 10)
    labels = { isoDate, weekday: date.getUTCDay() || 7, month: isoDate.slice(0, 7) }
    if (labelsByDay.size >= MAX_CACHED_DAYS) labelsByDay.clear()
    labelsByDay.set(dayNumber, labels)
  }
  return labels
}

/** Offset (ms) of the zone at an instant. */
function offsetAt(zone: Zone, instant: number) {
  return zone.offset(instant) * MINUTE
}

/** Dates of recent instants per zone: a batch of mentors shares one `now` (and horizon). */
const recentLocalDays = new Map<string, Map<number, number>>()

/** The local date (days since 1970-01-01) an instant falls on in the zone. */
function localDayOf(zone: Zone, instant: number) {
  let recent = recentLocalDays.get(zone.name)
  if (!recent) {
    recent = new Map()
    recentLocalDays.set(zone.name, recent)
  }
  let dayNumber = recent.get(instant)
  if (dayNumber === undefined) {
    dayNumber = Math.floor((instant + offsetAt(zone, instant)) / DAY)
    if (recent.size >= 64) recent.clear()
    recent.set(instant, dayNumber)
  }
  return dayNumber
}

function zoneDayOf(zone: Zone, dayNumber: number): ZoneDay {
  let days = zoneDays.get(zone.name)
  if (!days) {
    days = new Map()
    zoneDays.set(zone.name, days)
  }
  let day = days.get(dayNumber)
  if (!day) {
    // The instants whose wall clock reads this 00:00 lie within offsets of -12 h
    // to +14 h of it; trying the offsets in force at both ends finds each one
    // (zones change offset at most once in such a span).
    const wallClock = dayNumber * DAY
    const offsets = new Set([
      offsetAt(zone, wallClock - 14 * HOUR),
      offsetAt(zone, wallClock + 12 * HOUR),
    ])
    const instants = [...offsets]
      .map((offset) => wallClock - offset)
      .filter((instant) => offsetAt(zone, instant) === wallClock - instant)
    const midnight = instants.length === 1 ? instants[0] : null
    // What luxon's `day.plus({ days: 1 }).offset === day.offset` tells of such a day.
    const steady = midnight !== null && offsetAt(zone, midnight + DAY) === offsetAt(zone, midnight)
    day = { ...labelsOf(dayNumber), midnight, steady }
    if (days.size >= MAX_CACHED_DAYS) days.clear()
    days.set(dayNumber, day)
  }
  return day
}

/**
 * A date's start as luxon gives it (`startOf('day')` of the day before plus a
 * day, or of `instant` for the first): what the engine walks on dates whose
 * midnight is missing or doubled.
 */
function luxonDay(zone: Zone, instant: number, fromDayBefore: boolean) {
  const day = DateTime.fromMillis(instant, { zone })
  return (fromDayBefore ? day.plus({ days: 1 }) : day).startOf('day')
}

/** Availability windows, in minutes from midnight, of each ISO weekday and excepted date. */
function windowsByDay(rules: SlotRules) {
  const weekly = new Map<number, [number, number][]>()
  for (const rule of rules.weekly) {
    const list = weekly.get(rule.dayOfWeek) ?? []
    list.push([minutesOf(rule.startTime), minutesOf(rule.endTime)])
    weekly.set(rule.dayOfWeek, list)
  }
  // A dated exception replaces that day's weekly rules (no hours: unavailable).
  const dated = new Map<string, [number, number][]>()
  for (const exception of rules.exceptions) {
    const list = dated.get(exception.date) ?? []
    if (exception.availableStart && exception.availableEnd) {
      list.push([minutesOf(exception.availableStart), minutesOf(exception.availableEnd)])
    }
    dated.set(exception.date, list)
  }
  return (labels: DateLabels) => dated.get(labels.isoDate) ?? weekly.get(labels.weekday) ?? []
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

/** A date the engine walks: where it starts and where its wall-clock minutes are. */
type WalkedDay = {
  start: number
  dayNumber: number
  labels: DateLabels
  instantOf: (minute: number) => number
}

/**
 * The local date `dayNumber` as the engine walks it: from the zone's cache
 * when its midnight exists once, otherwise as luxon starts it (`luxonStart`).
 */
function walkedDay(zone: Zone, dayNumber: number, luxonStart: () => DateTime): WalkedDay {
  const cached = zoneDayOf(zone, dayNumber)
  if (cached.midnight !== null) {
    const midnight = cached.midnight
    if (cached.steady) {
      return {
        start: midnight,
        dayNumber,
        labels: cached,
        instantOf: (minute) => midnight + minute * MINUTE,
      }
    }
    const day = DateTime.fromMillis(midnight, { zone })
    return {
      start: midnight,
      dayNumber,
      labels: cached,
      instantOf: (minute) => at(day, minute).toMillis(),
    }
  }
  const day = luxonStart()
  const start = day.toMillis()
  const steady = day.hour === 0 && day.minute === 0 && day.plus({ days: 1 }).offset === day.offset
  const localDay = localDayOf(zone, start)
  return {
    start,
    dayNumber: localDay,
    labels: labelsOf(localDay),
    instantOf: steady
      ? (minute) => start + minute * MINUTE
      : (minute) => at(day, minute).toMillis(),
  }
}

/** The date after `day` (luxon: the day plus one, started again, so a DST gap at 00:00 is not carried on). */
function dayAfter(zone: Zone, day: WalkedDay) {
  return walkedDay(zone, day.dayNumber + 1, () => luxonDay(zone, day.start, true))
}

export function findSlots(rules: SlotRules, window: SlotWindow): Interval[] {
  const noticeHours = window.noticeHours ?? SESSION_RULES.bookingNoticeHours
  const grid = window.gridMinutes ?? SESSION_RULES.slotGridMinutes
  const nowMs = window.now.toMillis()
  const earliestMs = Math.max((window.from ?? window.now).toMillis(), nowMs + noticeHours * HOUR)
  const untilMs = (
    window.until ?? window.now.plus({ days: SESSION_RULES.slotHorizonDays })
  ).toMillis()
  const limit = window.limit ?? Number.POSITIVE_INFINITY
  if (earliestMs >= untilMs || rules.weekly.length + rules.exceptions.length === 0) return []
  const zone = Info.normalizeZone(rules.timeZone)
  // Luxon walked no day in an unknown zone (its invalid dates never compare).
  if (!zone.isValid) return []

  const windowsOf = windowsByDay(rules)
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

  const slots: Interval[] = []
  const seen = new Set<number>()
  const lastDay = walkedDay(zone, localDayOf(zone, untilMs), () => luxonDay(zone, untilMs, false))
  for (
    let day = walkedDay(zone, localDayOf(zone, earliestMs), () =>
      luxonDay(zone, earliestMs, false)
    );
    day.start <= lastDay.start && slots.length < limit;
    day = dayAfter(zone, day)
  ) {
    if (full.has(day.labels.month)) continue
    const starts: number[] = []
    for (const [open, close] of windowsOf(day.labels)) {
      const closesAt = day.instantOf(close)
      for (let minute = open; minute * MINUTE + duration <= close * MINUTE; minute += grid) {
        const start = day.instantOf(minute)
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
