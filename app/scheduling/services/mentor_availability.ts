import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  SESSION_RULES,
  BOOKED_SESSION_STATUSES,
  isLiveSession,
  type SessionStatus,
} from '#business/sessions'
import { toDbInstant, utcMillis } from '#database/columns'
import {
  findSlots,
  withoutBusy,
  type Interval,
  type DatedException,
  type SlotRules,
  type WeeklyRule,
} from '#scheduling/services/slot_engine'
import { calendarBusy } from '#scheduling/services/calendar_sync'
import {
  bookingTermsOf,
  recordNextAvailable,
  staleNextAvailable,
  type BookingTerms,
} from '#mentoring/index'

/**
 * Loads what the slot engine needs for many mentors in a fixed number of
 * queries, and keeps the mentors' next free slots (the catalogue's "next
 * available" and its availability sort, matching's availability factor;
 * mentoring's recordNextAvailable stores them) in step with schedules,
 * exceptions and bookings.
 */

/** Profiles are refreshed in chunks (bound parameters stay well under the drivers' limits). */
const CHUNK = 500

/** 'YYYY-MM' of an instant in a zone, with one formatter per zone (hundreds of sessions per call). */
const monthFormats = new Map<string, Intl.DateTimeFormat>()
function monthKeyIn(timeZone: string) {
  let format = monthFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    monthFormats.set(timeZone, format)
  }
  const formatter = format
  return (millis: number) => formatter.format(millis)
}

export type LoadSlotRulesOptions = {
  /** Read inside this transaction (booking re-checks under its lock). */
  client?: QueryClientContract
  /** Sessions left out of busy times and monthly counts (the one being moved). */
  excludeSessionIds?: number[]
  /**
   * false: the schedules only (busy times and monthly counts left empty), for
   * a booking that reads the sessions under its lock (addBookedSessions).
   */
  sessions?: boolean
  /** The profiles' booking terms, when the caller has read them already (one per id asked). */
  terms?: BookingTerms[]
}

type SessionRow = { mentor_user_id: number; starts_at: unknown; ends_at: unknown; status: string }

/** Booked sessions of these mentors that may touch a slot: from the start of this month to the horizon. */
function bookedSessionsQuery(
  client: Pick<QueryClientContract, 'from'>,
  userIds: number[],
  now: DateTime,
  excludeSessionIds: number[] = []
) {
  // Months that may hold a slot: from the start of this month (any zone) to the horizon.
  const monthsFrom = now.minus({ days: 1 }).startOf('month')
  const horizon = now.plus({ days: SESSION_RULES.slotHorizonDays + 1 })
  return client
    .from('mentoring_sessions')
    .whereIn('mentor_user_id', userIds.length ? userIds : [0])
    .if(excludeSessionIds.length, (query) => query.whereNotIn('id', excludeSessionIds))
    .whereIn('status', [...BOOKED_SESSION_STATUSES])
    .where('ends_at', '>', toDbInstant(monthsFrom))
    .where('starts_at', '<', toDbInstant(horizon))
    .select('mentor_user_id', 'starts_at', 'ends_at', 'status')
}

/** Adds sessions to the rules: live ones as busy times, all of them to their month's count. */
function addSessions(rules: SlotRules, sessions: SessionRow[]) {
  const monthOf = monthKeyIn(rules.timeZone)
  for (const session of sessions) {
    const start = utcMillis(session.starts_at)
    const month = monthOf(start)
    rules.sessionsPerMonth.set(month, (rules.sessionsPerMonth.get(month) ?? 0) + 1)
    if (isLiveSession(session.status as SessionStatus)) {
      rules.busy.push({
        start: DateTime.fromMillis(start, { zone: 'utc' }),
        end: DateTime.fromMillis(utcMillis(session.ends_at), { zone: 'utc' }),
      })
    }
  }
  return rules
}

/**
 * Adds one mentor's booked sessions, read through `client`, to rules loaded
 * with `sessions: false` (a booking: the schedules before its lock, the
 * sessions under it).
 */
export async function addBookedSessions(
  client: QueryClientContract,
  rules: SlotRules,
  mentorUserId: number,
  now: DateTime
) {
  return addSessions(rules, await bookedSessionsQuery(client, [mentorUserId], now))
}

/** Slot rules of each profile, keyed by profile id (4 queries whatever the count). */
export async function loadSlotRules(
  profileIds: number[],
  now: DateTime = DateTime.utc(),
  options: LoadSlotRulesOptions = {}
) {
  const { rules } = await loadRulesAndTerms(profileIds, now, options)
  return rules
}

/** loadSlotRules, with the profiles' booking terms it read (their mentors' user ids). */
async function loadRulesAndTerms(
  profileIds: number[],
  now: DateTime,
  options: LoadSlotRulesOptions
) {
  const rules = new Map<number, SlotRules>()
  if (profileIds.length === 0) return { rules, terms: [] }
  const client = options.client ?? db

  const terms = options.terms ?? (await bookingTermsOf(profileIds, options.client))
  const userIds = terms.map((profile) => profile.userId)

  const weeklyQuery = client
    .from('schedule_entries')
    .whereIn('mentor_profile_id', profileIds)
    .select('mentor_profile_id', 'day_of_week', 'start_time', 'end_time')
  const exceptionsQuery = client
    .from('schedule_exceptions')
    .whereIn('mentor_profile_id', profileIds)
    .where('date', '>=', now.minus({ days: 1 }).toISODate()!)
    .select('mentor_profile_id', 'date', 'available_start', 'available_end')
  const sessionsQuery =
    options.sessions === false
      ? []
      : bookedSessionsQuery(client, userIds, now, options.excludeSessionIds)
  // A transaction is one connection: its queries go one after another.
  const [weekly, exceptions, sessions] = options.client
    ? [await weeklyQuery, await exceptionsQuery, await sessionsQuery]
    : await Promise.all([weeklyQuery, exceptionsQuery, sessionsQuery])

  const byProfile = <T extends { mentor_profile_id: number }>(rows: T[]) => {
    const map = new Map<number, T[]>()
    for (const row of rows) {
      const list = map.get(row.mentor_profile_id) ?? []
      list.push(row)
      map.set(row.mentor_profile_id, list)
    }
    return map
  }
  const weeklyByProfile = byProfile(weekly)
  const exceptionsByProfile = byProfile(exceptions)
  const sessionsByUser = new Map<number, SessionRow[]>()
  for (const session of sessions) {
    const list = sessionsByUser.get(session.mentor_user_id) ?? []
    list.push(session)
    sessionsByUser.set(session.mentor_user_id, list)
  }

  for (const profile of terms) {
    const profileRules: SlotRules = {
      timeZone: profile.timeZone,
      weekly: (weeklyByProfile.get(profile.profileId) ?? []).map((row): WeeklyRule => ({
        dayOfWeek: Number(row.day_of_week),
        startTime: row.start_time,
        endTime: row.end_time,
      })),
      exceptions: (exceptionsByProfile.get(profile.profileId) ?? []).map((row): DatedException => ({
        date: dateOnly(row.date),
        availableStart: row.available_start,
        availableEnd: row.available_end,
      })),
      busy: [],
      durationMinutes: profile.durationMinutes,
      bufferBeforeMinutes: profile.bufferBeforeMinutes,
      bufferAfterMinutes: profile.bufferAfterMinutes,
      maxSessionsPerMonth: profile.maxSessionsPerMonth,
      sessionsPerMonth: new Map(),
    }
    rules.set(
      profile.profileId,
      addSessions(profileRules, sessionsByUser.get(profile.userId) ?? [])
    )
  }
  return { rules, terms }
}

/** A DATE column as 'YYYY-MM-DD' (SQLite gives text, PostgreSQL a Date at local midnight). */
function dateOnly(value: unknown) {
  if (value instanceof Date) {
    return DateTime.fromJSDate(value).toISODate()!
  }
  return String(value).slice(0, 10)
}

/**
 * Google busy times of the mentors among `rules` who connected a calendar
 * (cached briefly by the calendar sync; an outage adds nothing), so the next
 * free slot the catalogue and matching show is one a booking would accept.
 */
async function addCalendarBusy(
  rules: Map<number, SlotRules>,
  terms: BookingTerms[],
  now: DateTime
) {
  const profileIdOfUser = new Map(terms.map((profile) => [profile.userId, profile.profileId]))
  if (profileIdOfUser.size === 0) return
  const connected: { user_id: number }[] = await db
    .from('calendar_connections')
    .whereIn('user_id', [...profileIdOfUser.keys()])
    .select('user_id')
  const until = now.plus({ days: SESSION_RULES.slotHorizonDays })
  await Promise.all(
    connected.map(async ({ user_id: userId }) => {
      const calendar = await calendarBusy(userId, now, until)
      rules.get(profileIdOfUser.get(userId)!)?.busy.push(...calendar.busy)
    })
  )
}

/** The start of the next free slot under `rules` (no rules, or no slot: null); see firstFree. */
function nextSlotOf(rules: SlotRules | undefined, now: DateTime, upcoming?: Interval[]) {
  if (!rules) return null
  return firstFree(rules, now, upcoming)?.start ?? null
}

/**
 * The first free slot under `rules`. `upcoming`: the first slots of the same
 * rules before their sessions were added (a booking computes them before its
 * lock); sessions only take slots away (busy times, and full months, which
 * this shortcut leaves to the engine), so the first of them still free is the
 * first free slot. When none is, the engine looks further.
 */
function firstFree(rules: SlotRules, now: DateTime, upcoming?: Interval[]) {
  if (upcoming && rules.maxSessionsPerMonth === null) {
    const [free] = withoutBusy(upcoming, rules.busy, rules)
    if (free) return free
  }
  const [first] = findSlots(rules, { now, limit: 1 })
  return first
}

/** Stores the profile's next free slot under `rules` (null rules: none); see firstFree. */
export async function storeNextAvailable(
  client: QueryClientContract,
  profileId: number,
  rules: SlotRules | undefined,
  now: DateTime,
  upcoming?: Interval[]
) {
  await recordNextAvailable([{ profileId, next: nextSlotOf(rules, now, upcoming) }], now, client)
}

/** `rules` with one more booked session (busy, and counted in its month). */
export function withBookedSession(rules: SlotRules, session: Interval) {
  const month = monthKeyIn(rules.timeZone)(session.start.toMillis())
  rules.busy.push(session)
  rules.sessionsPerMonth.set(month, (rules.sessionsPerMonth.get(month) ?? 0) + 1)
  return rules
}

/**
 * Recomputes the next free slot of these profiles (after a schedule, profile
 * or booking change, and periodically as time moves slots past the notice).
 */
export async function refreshNextAvailable(profileIds: number[], now: DateTime = DateTime.utc()) {
  const ids = [...new Set(profileIds)]
  for (let index = 0; index < ids.length; index += CHUNK) {
    const chunk = ids.slice(index, index + CHUNK)
    const { rules, terms } = await loadRulesAndTerms(chunk, now, {})
    await addCalendarBusy(rules, terms, now)
    // Computed before the write: it holds SQLite's single writer (and
    // PostgreSQL's row locks) only for one statement.
    const slots = chunk.map((profileId) => ({
      profileId,
      next: nextSlotOf(rules.get(profileId), now),
    }))
    await recordNextAvailable(slots, now)
  }
}

/** How long a computed next free slot is trusted before it is computed again. */
export const AVAILABILITY_MAX_AGE_MINUTES = 60

/**
 * Profiles whose stored next free slot may be wrong by now: never computed,
 * computed over an hour ago, or a slot that has moved inside the booking notice.
 */
export function staleProfileIds(now: DateTime = DateTime.utc(), onlyIds?: number[]) {
  return staleNextAvailable({
    computedBefore: now.minus({ minutes: AVAILABILITY_MAX_AGE_MINUTES }),
    slotBefore: now.plus({ hours: SESSION_RULES.bookingNoticeHours }),
    onlyIds,
  })
}

/** Refreshes every listed mentor whose next free slot is stale; returns how many. */
export async function refreshStaleAvailability(now: DateTime = DateTime.utc()) {
  const ids = await staleProfileIds(now)
  await refreshNextAvailable(ids, now)
  return ids.length
}
