import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { SESSION_RULES } from '#business/sessions'
import { findSlots, withoutBusy, type Interval } from '#scheduling/services/slot_engine'
import { loadSlotRules } from '#scheduling/services/mentor_availability'
import { calendarBusy } from '#scheduling/services/calendar_sync'
import { listedMentorQuery, mentorRefOf, type MentorRef } from '#mentoring/index'

/**
 * The booking dialog's slots, kept in memory per mentor under the mentor's
 * `slot_versions.token` (database triggers change it with every write that
 * can change the slots). A request reads the token (one single-row query);
 * when it matches, the slots computed earlier are cut to the request's window
 * instead of loading 300 sessions and running the engine again. Google busy
 * times are removed per request (the calendar sync caches them itself).
 *
 * Computed slots stay right as time passes: the engine's candidates do not
 * depend on `now` (the grid starts at each window's opening), so the slots of
 * a later `now` are the earlier ones that still start after the notice. The
 * computation reaches `REUSE_MINUTES` past the horizon and is reused for at
 * most that long.
 */
const REUSE_MINUTES = 10
/** Mentors kept (least recently computed dropped first): ~30 KB each. */
const MAX_MENTORS = 200

export type SlotItem = { startsAt: string; endsAt: string }

type Computed = {
  token: string
  computedAt: number
  starts: number[]
  ends: number[]
  items: SlotItem[]
  timeZone: string
  durationMinutes: number
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
}

const computed = new Map<number, Computed>()

export type BookableSlots = {
  items: SlotItem[]
  mentorTimeZone: string
  durationMinutes: number
  calendarUnavailable: boolean
  /** The mentor's buffers around sessions (and held slots), when known. */
  buffers?: { bufferBeforeMinutes: number; bufferAfterMinutes: number }
}

/** The listed mentor a URL segment names, with their slot token and calendar (one query). */
export type SlotStamp = {
  mentor: MentorRef
  token: string | null
  calendarConnected: boolean
}

export async function slotStampOf(idOrSlug: string): Promise<SlotStamp | null> {
  const mentor = listedMentorQuery(idOrSlug)
  if (!mentor) return null
  // Mentoring's query of the listed mentor is the subquery scheduling's tables are joined to.
  const row = await db
    .from(mentor.as('mentor'))
    .leftJoin('slot_versions', 'slot_versions.mentor_user_id', 'mentor.user_id')
    .leftJoin('calendar_connections', 'calendar_connections.user_id', 'mentor.user_id')
    .select('mentor.*', 'slot_versions.token', 'calendar_connections.id as calendar_id')
    .first()
  if (!row) return null
  return { mentor: mentorRefOf(row), token: row.token, calendarConnected: row.calendar_id !== null }
}

async function compute(profileId: number, token: string | null, now: DateTime) {
  const loaded = await loadSlotRules([profileId], now)
  const rules = loaded.get(profileId)
  if (!rules) return null
  const slots = findSlots(rules, {
    now,
    until: now.plus({ days: SESSION_RULES.slotHorizonDays, minutes: REUSE_MINUTES }),
  })
  const entry: Computed = {
    token: token ?? '',
    computedAt: now.toMillis(),
    starts: slots.map((slot) => slot.start.toMillis()),
    ends: slots.map((slot) => slot.end.toMillis()),
    items: slots.map((slot) => ({
      startsAt: new Date(slot.start.toMillis()).toISOString(),
      endsAt: new Date(slot.end.toMillis()).toISOString(),
    })),
    timeZone: rules.timeZone,
    durationMinutes: rules.durationMinutes,
    bufferBeforeMinutes: rules.bufferBeforeMinutes,
    bufferAfterMinutes: rules.bufferAfterMinutes,
  }
  // A mentor without a token yet (no write since the migration) is computed every time.
  if (token !== null) {
    computed.delete(profileId)
    computed.set(profileId, entry)
    if (computed.size > MAX_MENTORS) computed.delete(computed.keys().next().value!)
  }
  return entry
}

/** First index whose value is >= target (values ascending). */
function firstAtOrAfter(values: number[], target: number) {
  let low = 0
  let high = values.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (values[middle] < target) low = middle + 1
    else high = middle
  }
  return low
}

/** The mentor's bookable slots in [from, until), `from` at least the notice ahead of `now`. */
export async function bookableSlots(
  stamp: SlotStamp,
  window: { now: DateTime; from: DateTime; until: DateTime }
): Promise<BookableSlots | null> {
  const { now } = window
  const { mentor } = stamp
  let entry = computed.get(mentor.profileId)
  const fresh =
    entry &&
    stamp.token !== null &&
    entry.token === stamp.token &&
    now.toMillis() >= entry.computedAt &&
    now.toMillis() - entry.computedAt < REUSE_MINUTES * 60_000
  if (!fresh) entry = (await compute(mentor.profileId, stamp.token, now)) ?? undefined
  if (!entry) return null

  const earliest = Math.max(
    window.from.toMillis(),
    now.plus({ hours: SESSION_RULES.bookingNoticeHours }).toMillis()
  )
  const first = firstAtOrAfter(entry.starts, earliest)
  const end = firstAtOrAfter(entry.starts, window.until.toMillis())
  let indexes: number[] | null = null
  let calendarUnavailable = false
  if (stamp.calendarConnected && first < end) {
    const calendar = await calendarBusy(mentor.userId, window.from, window.until)
    calendarUnavailable = calendar.unavailable
    if (calendar.busy.length) {
      const candidates: Interval[] = []
      for (let index = first; index < end; index++) {
        candidates.push({
          start: DateTime.fromMillis(entry.starts[index], { zone: 'utc' }),
          end: DateTime.fromMillis(entry.ends[index], { zone: 'utc' }),
        })
      }
      const kept = new Set(
        withoutBusy(candidates, calendar.busy, entry).map((slot) => slot.start.toMillis())
      )
      indexes = []
      for (let index = first; index < end; index++) {
        if (kept.has(entry.starts[index])) indexes.push(index)
      }
    }
  }
  const current = entry
  return {
    items: indexes ? indexes.map((index) => current.items[index]) : entry.items.slice(first, end),
    mentorTimeZone: entry.timeZone,
    durationMinutes: entry.durationMinutes,
    calendarUnavailable,
    buffers: {
      bufferBeforeMinutes: entry.bufferBeforeMinutes,
      bufferAfterMinutes: entry.bufferAfterMinutes,
    },
  }
}
