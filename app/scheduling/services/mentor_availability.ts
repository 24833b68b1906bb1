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

/**
 * Loads what the slot engine needs for many mentors in a fixed number of
 * queries, and keeps `mentor_profiles.next_available_at` (the catalogue's
 * "next available" and its availability sort, matching's availability factor)
 * in step with schedules, exceptions and bookings.
 */

/** Profiles are refreshed in chunks (bound parameters stay well under the drivers' limits). */
const CHUNK = 500

/** What the slot rules need of a profile (the user's zone included). */
export type SlotProfileRow = {
  id: number
  user_id: number
  timezone: string
  session_duration_minutes: number
  buffer_before_minutes: number
  buffer_after_minutes: number
  max_sessions_per_month: number | null
}

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
  /** The profiles' rows, when the caller has read them already (one per id asked). */
  profiles?: SlotProfileRow[]
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
  const rules = new Map<number, SlotRules>()
  if (profileIds.length === 0) return rules
  const client = options.client ?? db

  const profiles: SlotProfileRow[] =
    options.profiles ??
    (await client
      .from('mentor_profiles')
      .join('users', 'users.id', 'mentor_profiles.user_id')
      .whereIn('mentor_profiles.id', profileIds)
      .select(
        'mentor_profiles.id',
        'mentor_profiles.user_id',
        'users.timezone',
        'mentor_profiles.session_duration_minutes',
        'mentor_profiles.buffer_before_minutes',
        'mentor_profiles.buffer_after_minutes',
        'mentor_profiles.max_sessions_per_month'
      ))
  const userIds = profiles.map((profile) => profile.user_id)

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

  for (const profile of profiles) {
    const profileRules: SlotRules = {
      timeZone: profile.timezone,
      weekly: (weeklyByProfile.get(profile.id) ?? []).map((row): WeeklyRule => ({
        dayOfWeek: Number(row.day_of_week),
        startTime: row.start_time,
        endTime: row.end_time,
      })),
      exceptions: (exceptionsByProfile.get(profile.id) ?? []).map((row): DatedException => ({
        date: dateOnly(row.date),
        availableStart: row.available_start,
        availableEnd: row.available_end,
      })),
      busy: [],
      durationMinutes: Number(profile.session_duration_minutes),
      bufferBeforeMinutes: Number(profile.buffer_before_minutes),
      bufferAfterMinutes: Number(profile.buffer_after_minutes),
      maxSessionsPerMonth:
        profile.max_sessions_per_month === null ? null : Number(profile.max_sessions_per_month),
      sessionsPerMonth: new Map(),
    }
    rules.set(profile.id, addSessions(profileRules, sessionsByUser.get(profile.user_id) ?? []))
  }
  return rules
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
async function addCalendarBusy(rules: Map<number, SlotRules>, now: DateTime) {
  const connected: { id: number; user_id: number }[] = await db
    .from('mentor_profiles')
    .join('calendar_connections', 'calendar_connections.user_id', 'mentor_profiles.user_id')
    .whereIn('mentor_profiles.id', [...rules.keys()])
    .select('mentor_profiles.id', 'mentor_profiles.user_id')
  const until = now.plus({ days: SESSION_RULES.slotHorizonDays })
  await Promise.all(
    connected.map(async (profile) => {
      const calendar = await calendarBusy(profile.user_id, now, until)
      rules.get(profile.id)?.busy.push(...calendar.busy)
    })
  )
}

/** The start of the next free slot under `rules` (no rules, or no slot: null); see firstFree. */
function nextSlotOf(rules: SlotRules | undefined, now: DateTime, upcoming?: Interval[]) {
  if (!rules) return null
  return firstFree(rules, now, upcoming)?.start ?? null
}

/**
 * Stores many profiles' next free slots in one short statement. In
 * PostgreSQL its row triggers (the catalogue's availability token) fire once
 * it holds every row it updates: two concurrent refreshes wait for each
 * other's rows, never one for a row while holding the token's row the other
 * waits for (a deadlock when each wrote its rows one by one).
 */
async function writeNextAvailableMany(
  slots: { id: number; next: DateTime | null }[],
  now: DateTime
) {
  if (slots.length === 0) return
  const idsByNext = new Map<string | null, number[]>()
  for (const { id, next } of slots) {
    const key = next ? toDbInstant(next) : null
    const ids = idsByNext.get(key)
    if (ids) ids.push(id)
    else idsByNext.set(key, [id])
  }
  // PostgreSQL types a CASE of bare parameters as text.
  const instant = db.connection().dialect.name === 'postgres' ? '::timestamptz' : ''
  const branches: string[] = []
  const bindings: (string | number)[] = []
  for (const [next, ids] of idsByNext) {
    branches.push(
      `when id in (${ids.map(() => '?').join(', ')}) then ${next ? '?' : 'null'}${instant}`
    )
    bindings.push(...ids, ...(next ? [next] : []))
  }
  await db
    .from('mentor_profiles')
    .whereIn(
      'id',
      slots.map(({ id }) => id)
    )
    .update({
      next_available_at: db.raw(`case ${branches.join(' ')} end`, bindings),
      availability_computed_at: toDbInstant(now),
    })
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
  const next = nextSlotOf(rules, now, upcoming)
  await client
    .from('mentor_profiles')
    .where('id', profileId)
    .update({
      next_available_at: next ? toDbInstant(next) : null,
      availability_computed_at: toDbInstant(now),
    })
}

/** `rules` with one more booked session (busy, and counted in its month). */
export function withBookedSession(rules: SlotRules, session: Interval) {
  const month = monthKeyIn(rules.timeZone)(session.start.toMillis())
  rules.busy.push(session)
  rules.sessionsPerMonth.set(month, (rules.sessionsPerMonth.get(month) ?? 0) + 1)
  return rules
}

/**
 * Recomputes `next_available_at` for these profiles (after a schedule, profile
 * or booking change, and periodically as time moves slots past the notice).
 */
export async function refreshNextAvailable(profileIds: number[], now: DateTime = DateTime.utc()) {
  const ids = [...new Set(profileIds)]
  for (let index = 0; index < ids.length; index += CHUNK) {
    const chunk = ids.slice(index, index + CHUNK)
    const rules = await loadSlotRules(chunk, now)
    await addCalendarBusy(rules, now)
    // Computed before the write: it holds SQLite's single writer (and
    // PostgreSQL's row locks) only for one statement.
    const slots = chunk.map((id) => ({ id, next: nextSlotOf(rules.get(id), now) }))
    await writeNextAvailableMany(slots, now)
  }
}

/** How long a computed next free slot is trusted before it is computed again. */
export const AVAILABILITY_MAX_AGE_MINUTES = 60

/**
 * Profiles whose stored next free slot may be wrong by now: never computed,
 * computed over an hour ago, or a slot that has moved inside the booking notice.
 */
export async function staleProfileIds(now: DateTime = DateTime.utc(), onlyIds?: number[]) {
  const query = db
    .from('mentor_profiles')
    .where((builder) => {
      builder
        .whereNull('availability_computed_at')
        .orWhere(
          'availability_computed_at',
          '<',
          toDbInstant(now.minus({ minutes: AVAILABILITY_MAX_AGE_MINUTES }))
        )
        .orWhere(
          'next_available_at',
          '<',
          toDbInstant(now.plus({ hours: SESSION_RULES.bookingNoticeHours }))
        )
    })
    .select('id')
  if (onlyIds) query.whereIn('id', onlyIds)
  else query.where('is_approved', true).where('is_active', true)
  const rows: { id: number }[] = await query
  return rows.map((row) => row.id)
}

/** Refreshes every listed mentor whose next free slot is stale; returns how many. */
export async function refreshStaleAvailability(now: DateTime = DateTime.utc()) {
  const ids = await staleProfileIds(now)
  await refreshNextAvailable(ids, now)
  return ids.length
}
