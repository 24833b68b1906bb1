import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { toDbInstant, utcMillis } from '#database/columns'
import { withoutBusy, type Interval, type SlotRules } from '#scheduling/services/slot_engine'
import { withBookedSession } from '#scheduling/services/mentor_availability'
import type { BookableSlots } from '#scheduling/services/slot_cache'

/**
 * Slot holds as booking sees them (the waiting line's side is services/waiting_line.ts): a
 * hold is a claim on the mentor's time from `starts_at` to `ends_at` for one mentee until
 * `expires_at`. To every other mentee it is a booked session (busy, and counted in its month
 * against the mentor's maximum), checked under the same booking guards as sessions, so a held
 * slot is never booked twice; the holder books it like any free slot, and their booking
 * consumes the hold in its own transaction.
 */

export type ActiveHold = {
  id: number
  menteeUserId: number
  start: DateTime
  end: DateTime
  expiresAt: DateTime
}

/** The mentor's holds still running at `now` (at most one: the partial unique index). */
export async function activeHoldsOf(
  client: QueryClientContract,
  mentorUserId: number,
  now: DateTime
): Promise<ActiveHold[]> {
  const rows = await client
    .from('slot_holds')
    .where('mentor_user_id', mentorUserId)
    .where('status', 'held')
    .where('expires_at', '>', toDbInstant(now))
    .select('id', 'mentee_user_id', 'starts_at', 'ends_at', 'expires_at')
  return rows.map((row) => ({
    id: row.id,
    menteeUserId: row.mentee_user_id,
    start: DateTime.fromMillis(utcMillis(row.starts_at), { zone: 'utc' }),
    end: DateTime.fromMillis(utcMillis(row.ends_at), { zone: 'utc' }),
    expiresAt: DateTime.fromMillis(utcMillis(row.expires_at), { zone: 'utc' }),
  }))
}

/**
 * Adds the holds of anyone but `menteeUserId` to the mentor's rules as booked sessions: what a
 * booking (under the guards) and a reschedule check before taking a start.
 */
export async function addHoldsOfOthers(
  client: QueryClientContract,
  rules: SlotRules,
  mentorUserId: number,
  menteeUserId: number,
  now: DateTime
) {
  for (const hold of await activeHoldsOf(client, mentorUserId, now)) {
    if (hold.menteeUserId !== menteeUserId) withBookedSession(rules, hold)
  }
  return rules
}

/** The slots a viewer is shown: others' held slots left out; the viewer's own hold named. */
export type VisibleSlots = BookableSlots & {
  heldForYou: { startsAt: string; expiresAt: string } | null
}

/**
 * A mentor's bookable slots as `viewerId` may see them (null: signed out): the slots another
 * mentee holds, widened by the mentor's buffers as sessions are, are not shown; the viewer's
 * own held slot is, and named.
 */
export async function visibleSlots(
  list: BookableSlots,
  mentorUserId: number,
  viewerId: number | null,
  now: DateTime = DateTime.utc()
): Promise<VisibleSlots> {
  const holds = await activeHoldsOf(db.connection(), mentorUserId, now)
  const own = holds.find((hold) => hold.menteeUserId === viewerId)
  const others: Interval[] = holds.filter((hold) => hold.menteeUserId !== viewerId)
  const heldForYou = own
    ? { startsAt: own.start.toUTC().toISO()!, expiresAt: own.expiresAt.toUTC().toISO()! }
    : null
  if (others.length === 0) return { ...list, heldForYou }
  const candidates = list.items.map((item) => ({
    item,
    start: DateTime.fromISO(item.startsAt, { zone: 'utc' }),
    end: DateTime.fromISO(item.endsAt, { zone: 'utc' }),
  }))
  const buffers = list.buffers ?? { bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }
  const kept = new Set(
    withoutBusy(candidates, others, buffers).map((slot) => slot.start.toMillis())
  )
  return {
    ...list,
    items: candidates
      .filter((candidate) => kept.has(candidate.start.toMillis()))
      .map((candidate) => candidate.item),
    heldForYou,
  }
}

/**
 * The mentee booked `sessionId` at `start` with the mentor (inside the booking's
 * transaction): they leave the mentor's waiting line, and their hold is consumed (booked) if
 * it was this start, or released if they booked another time. Returns whether a held slot was
 * released (the caller offers it to the next in line once committed).
 */
export async function settleLineOnBooking(
  client: QueryClientContract,
  mentorUserId: number,
  menteeUserId: number,
  start: DateTime,
  sessionId: number
) {
  const stamp = toDbInstant(DateTime.utc())
  await client
    .from('waiting_line_entries')
    .where('mentor_user_id', mentorUserId)
    .where('mentee_user_id', menteeUserId)
    .delete()
  await client
    .from('slot_holds')
    .where('mentor_user_id', mentorUserId)
    .where('mentee_user_id', menteeUserId)
    .where('status', 'held')
    .where('starts_at', toDbInstant(start))
    .update({ status: 'booked', session_id: sessionId, updated_at: stamp })
  const released = await client
    .from('slot_holds')
    .where('mentor_user_id', mentorUserId)
    .where('mentee_user_id', menteeUserId)
    .where('status', 'held')
    .update({ status: 'released', updated_at: stamp })
  return Number(released) > 0
}
