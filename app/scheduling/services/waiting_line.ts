import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { LIVE_SESSION_STATUSES, SESSION_RULES, WAITING_LINE_RULES } from '#business/sessions'
import { isUniqueViolation } from '#database/errors'
import { toDbInstant, utcMillis } from '#database/columns'
import type { User } from '#accounts/index'
import { SessionError } from '#scheduling/errors'
import { lockBookingGuards } from '#scheduling/services/booking_guard'
import { addBookedSessions, loadSlotRules } from '#scheduling/services/mentor_availability'
import { calendarBusy } from '#scheduling/services/calendar_sync'
import { findSlots, withoutBusy, type Interval } from '#scheduling/services/slot_engine'
import { bookableSlots, slotStampOf, type SlotStamp } from '#scheduling/services/slot_cache'
import { bookingCoverage, bookingMonth } from '#scheduling/services/entitlements'
import { activeHoldsOf, visibleSlots } from '#scheduling/services/slot_holds'
import { sendSlotHeldMail } from '#scheduling/mails/waiting_line_mail'

/**
 * The waiting line for a full mentor (issue 33). A mentee who could book a mentor with no
 * free slot in the booking horizon may join the mentor's line; when a slot frees (a
 * cancellation or a move, new hours, an exception removed) the mentee at the head of the line
 * is e-mailed and the earliest free slot is held for them for WAITING_LINE_RULES.holdHours
 * (services/slot_holds.ts: nobody else can book it meanwhile). If they do not book it in time
 * their turn is over: they leave the line and the next one gets a slot.
 *
 * One hold at a time per mentor's line (the partial unique index on slot_holds): a slot that
 * frees while another is held waits for that hold to end, then goes to the next in line. It
 * keeps the line fair and simple (one offer, one e-mail at a time) at the cost of a second
 * freed slot waiting up to the hold's length.
 *
 * An offer is made under the mentor's booking guard (as a booking), so an offer, a booking
 * and a second instance's offer never interleave; the database holds the one-hold rule too.
 * The sessions tick (`holds`) passes holds that ran out and offers slots any trigger missed,
 * so a freed slot reaches the line even if its trigger failed.
 */

/** Where the mentee stands in a mentor's line: their number (1 = next), or null when not in it. */
export type LinePlace = {
  position: number | null
  /** The slot held for them, if any. */
  hold: { startsAt: string; endsAt: string; expiresAt: string } | null
}

function horizonOf(now: DateTime) {
  return now.plus({ days: SESSION_RULES.slotHorizonDays })
}

/** The mentee's number in the mentor's line (1 = next), or null. */
async function positionOf(client: QueryClientContract, mentorUserId: number, menteeId: number) {
  const entry = await client
    .from('waiting_line_entries')
    .where('mentor_user_id', mentorUserId)
    .where('mentee_user_id', menteeId)
    .select('id')
    .first()
  if (!entry) return null
  const [{ total }] = await client
    .from('waiting_line_entries')
    .where('mentor_user_id', mentorUserId)
    .where('id', '<=', entry.id)
    .count('* as total')
  return Number(total)
}

export async function linePlaceOf(
  mentorUserId: number,
  menteeId: number,
  now: DateTime = DateTime.utc()
): Promise<LinePlace> {
  const client = db.connection()
  const [position, holds] = await Promise.all([
    positionOf(client, mentorUserId, menteeId),
    activeHoldsOf(client, mentorUserId, now),
  ])
  const own = holds.find((hold) => hold.menteeUserId === menteeId)
  return {
    position,
    hold: own
      ? {
          startsAt: own.start.toUTC().toISO()!,
          endsAt: own.end.toUTC().toISO()!,
          expiresAt: own.expiresAt.toUTC().toISO()!,
        }
      : null,
  }
}

/** How many mentees wait in each of these mentors' lines (the console). */
export async function lineLengthsOf(mentorUserIds: number[]) {
  const rows = await db
    .from('waiting_line_entries')
    .whereIn('mentor_user_id', mentorUserIds.length ? mentorUserIds : [0])
    .groupBy('mentor_user_id')
    .select('mentor_user_id')
    .count('* as total')
  return new Map(rows.map((row) => [Number(row.mentor_user_id), Number(row.total)]))
}

/**
 * The mentor's slots as `viewer` sees them over the whole horizon: none means the mentor is
 * full for them (other mentees' held slots are not theirs to book).
 */
async function viewerHasFreeSlot(stamp: SlotStamp, viewerId: number, now: DateTime) {
  const list = await bookableSlots(stamp, { now, from: now, until: horizonOf(now) })
  if (!list || list.items.length === 0) return false
  const visible = await visibleSlots(list, stamp.mentor.userId, viewerId, now)
  return visible.items.length > 0
}

/**
 * Puts the mentee in the mentor's line (at its end; already in it: where they are). Only a
 * mentee who could book this mentor (not the mentor themself, SessionPolicy.book, checked by
 * the caller; a free call, a reward or a plan that covers it) and only while the mentor has
 * no slot they could book in the horizon. Returns their place.
 */
export async function joinWaitingLine(
  mentee: User,
  stamp: SlotStamp,
  now: DateTime = DateTime.utc()
) {
  const mentorUserId = stamp.mentor.userId
  const current = await positionOf(db.connection(), mentorUserId, mentee.id)
  if (current !== null) return linePlaceOf(mentorUserId, mentee.id, now)
  const { entitlement, refusal } = await bookingCoverage(
    mentee.id,
    mentorUserId,
    bookingMonth(now, mentee.timezone),
    now
  )
  if (!entitlement) {
    throw new SessionError(
      refusal === 'mentor_monthly_limit' ? 'mentor_monthly_limit' : 'no_entitlement'
    )
  }
  if (await viewerHasFreeSlot(stamp, mentee.id, now)) throw new SessionError('slots_free')
  try {
    await db.table('waiting_line_entries').insert({
      mentor_user_id: mentorUserId,
      mentee_user_id: mentee.id,
      created_at: toDbInstant(now),
    })
  } catch (error) {
    // The same mentee's second click, at once: they are in the line once.
    if (!isUniqueViolation(error)) throw error
  }
  return linePlaceOf(mentorUserId, mentee.id, now)
}

/**
 * Takes the mentee out of the mentor's line (not in it: nothing to do). A slot held for them
 * is released and offered to the next in line.
 */
/** Whether the mentee is in the mentor's line or holds one of their slots. */
export async function isWaitingFor(menteeId: number, mentorUserId: number) {
  const [entry, hold] = await Promise.all([
    db
      .from('waiting_line_entries')
      .where('mentor_user_id', mentorUserId)
      .where('mentee_user_id', menteeId)
      .first(),
    db
      .from('slot_holds')
      .where('mentor_user_id', mentorUserId)
      .where('mentee_user_id', menteeId)
      .where('status', 'held')
      .first(),
  ])
  return !!entry || !!hold
}

export async function leaveWaitingLine(
  menteeId: number,
  mentorUserId: number,
  now: DateTime = DateTime.utc()
) {
  const released = await db.transaction(async (trx) => {
    await trx
      .from('waiting_line_entries')
      .where('mentor_user_id', mentorUserId)
      .where('mentee_user_id', menteeId)
      .delete()
    const updated = await trx
      .from('slot_holds')
      .where('mentor_user_id', mentorUserId)
      .where('mentee_user_id', menteeId)
      .where('status', 'held')
      .update({ status: 'released', updated_at: toDbInstant(now) })
    return Number(updated) > 0
  })
  if (released) await offerFreedSlot(mentorUserId, now)
  return { position: null, hold: null } satisfies LinePlace
}

/** The mentee at the head of the mentor's line, or null. */
async function headOfLine(client: QueryClientContract, mentorUserId: number) {
  const row = await client
    .from('waiting_line_entries')
    .where('mentor_user_id', mentorUserId)
    .orderBy('id', 'asc')
    .select('mentee_user_id')
    .first()
  return row ? Number(row.mentee_user_id) : null
}

/** The mentee's live sessions in the horizon (a slot that clashes with one is not offered). */
async function menteeBusy(client: QueryClientContract, menteeId: number, now: DateTime) {
  const rows = await client
    .from('mentoring_sessions')
    .where('mentee_user_id', menteeId)
    .whereIn('status', [...LIVE_SESSION_STATUSES])
    .where('ends_at', '>', toDbInstant(now))
    .where('starts_at', '<', toDbInstant(horizonOf(now)))
    .select('starts_at', 'ends_at')
  return rows.map((row): Interval => ({
    start: DateTime.fromMillis(utcMillis(row.starts_at), { zone: 'utc' }),
    end: DateTime.fromMillis(utcMillis(row.ends_at), { zone: 'utc' }),
  }))
}

/** What an offer needs before any lock: the mentor's schedule and Google's busy times. */
type OfferContext = { stamp: SlotStamp; calendar: Interval[] }

async function offerContext(mentorUserId: number, now: DateTime): Promise<OfferContext | null> {
  const stamp = await slotStampOf(String(mentorUserId))
  // A mentor no longer listed offers nothing; their line waits (the tick asks again).
  if (!stamp) return null
  if (!stamp.calendarConnected) return { stamp, calendar: [] }
  const calendar = await calendarBusy(mentorUserId, now, horizonOf(now))
  return { stamp, calendar: calendar.busy }
}

/**
 * The earliest slot of the mentor that `menteeId` could take: free under the mentor's rules
 * and sessions (read through `client`) and the calendar, clear of the mentee's own sessions.
 */
async function firstSlotFor(
  client: QueryClientContract,
  context: OfferContext,
  menteeId: number,
  now: DateTime
) {
  const { profileId, userId } = context.stamp.mentor
  const loaded = await loadSlotRules([profileId], now, { client, sessions: false })
  const rules = loaded.get(profileId)
  if (!rules) return null
  await addBookedSessions(client, rules, userId, now)
  rules.busy.push(...context.calendar)
  const busy = await menteeBusy(client, menteeId, now)
  const noBuffers = { bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }
  for (const slot of findSlots(rules, { now })) {
    if (withoutBusy([slot], busy, noBuffers).length === 1) return slot
  }
  return null
}

/** Whether the running hold's slot is still one under the mentor's rules (a new exception may have taken it). */
async function holdStillFree(
  client: QueryClientContract,
  context: OfferContext,
  hold: Interval,
  now: DateTime
) {
  const { profileId, userId } = context.stamp.mentor
  const loaded = await loadSlotRules([profileId], now, { client, sessions: false })
  const rules = loaded.get(profileId)
  if (!rules) return false
  await addBookedSessions(client, rules, userId, now)
  rules.busy.push(...context.calendar)
  const [slot] = findSlots(rules, {
    now,
    from: hold.start,
    until: hold.start.plus({ minutes: 1 }),
    limit: 1,
  })
  return !!slot && slot.start.toMillis() === hold.start.toMillis()
}

type Offered = {
  holdId: number
  menteeId: number
  start: DateTime
  end: DateTime
  expiresAt: DateTime
}

/**
 * Offers the mentor's earliest free slot to the head of their line, when there is a line, a
 * free slot and no hold running: the slot is held for them and they are e-mailed. A hold that
 * ran out first lapses (its mentee leaves the line); a running hold whose slot is no longer
 * one is released and the head of the line (the same mentee) gets the next free slot.
 * Safe to call at any time, from any instance: it does nothing when there is nothing to do.
 */
export async function offerFreedSlot(
  mentorUserId: number,
  now: DateTime = DateTime.utc()
): Promise<Offered | null> {
  const pending = await db
    .from('waiting_line_entries')
    .where('mentor_user_id', mentorUserId)
    .select('id')
    .first()
  const running = await activeHoldsOf(db.connection(), mentorUserId, now)
  const lapsing = await db
    .from('slot_holds')
    .where('mentor_user_id', mentorUserId)
    .where('status', 'held')
    .where('expires_at', '<=', toDbInstant(now))
    .select('id')
    .first()
  if (!pending && !lapsing) return null
  const context = await offerContext(mentorUserId, now)
  if (!context && !lapsing) return null
  // Before any lock: a running hold whose slot is still free, or a line with nothing free,
  // needs no write (the tick asks this of every mentor with a line).
  if (!lapsing && context) {
    if (running.length && (await holdStillFree(db.connection(), context, running[0], now))) {
      return null
    }
    const head = await headOfLine(db.connection(), mentorUserId)
    if (
      !running.length &&
      (head === null || !(await firstSlotFor(db.connection(), context, head, now)))
    ) {
      return null
    }
  }

  let offered: Offered | null = null
  try {
    offered = await db.transaction(async (trx) => {
      await lockBookingGuards(trx, [mentorUserId])
      const stamp = toDbInstant(now)
      // Holds that ran out: their turn is over, the next one's comes.
      const lapsed = await trx
        .from('slot_holds')
        .where('mentor_user_id', mentorUserId)
        .where('status', 'held')
        .where('expires_at', '<=', stamp)
        .select('id', 'mentee_user_id')
      for (const hold of lapsed) {
        await trx
          .from('slot_holds')
          .where('id', hold.id)
          .where('status', 'held')
          .update({ status: 'lapsed', updated_at: stamp })
        await trx
          .from('waiting_line_entries')
          .where('mentor_user_id', mentorUserId)
          .where('mentee_user_id', hold.mentee_user_id)
          .delete()
      }
      if (!context) return null
      const [current] = await activeHoldsOf(trx, mentorUserId, now)
      if (current) {
        if (await holdStillFree(trx, context, current, now)) return null
        await trx
          .from('slot_holds')
          .where('id', current.id)
          .where('status', 'held')
          .update({ status: 'released', updated_at: stamp })
      }
      const head = await headOfLine(trx, mentorUserId)
      if (head === null) return null
      const slot = await firstSlotFor(trx, context, head, now)
      if (!slot) return null
      const expiresAt = now.plus({ hours: WAITING_LINE_RULES.holdHours })
      const [created] = await trx
        .knexQuery()
        .table('slot_holds')
        .insert({
          mentor_user_id: mentorUserId,
          mentee_user_id: head,
          starts_at: toDbInstant(slot.start),
          ends_at: toDbInstant(slot.end),
          expires_at: toDbInstant(expiresAt),
          status: 'held',
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
      const holdId = typeof created === 'object' ? created.id : created
      return { holdId, menteeId: head, start: slot.start, end: slot.end, expiresAt }
    })
  } catch (error) {
    // Another instance held a slot for this line first: theirs stands.
    if (isUniqueViolation(error)) return null
    throw error
  }
  if (offered) await sendSlotHeldMail(offered.menteeId, mentorUserId, offered)
  return offered
}

/**
 * offerFreedSlot after a change that may have freed a slot (a cancellation, a move, the
 * mentor's hours): a failure is logged, never the change's; the tick offers the slot later.
 */
export async function offerFreedSlotAfterChange(
  mentorUserId: number,
  now: DateTime = DateTime.utc()
) {
  try {
    await offerFreedSlot(mentorUserId, now)
  } catch (error) {
    logger.error({ err: error, mentorUserId }, 'waiting line: offering a freed slot failed')
  }
}

/**
 * The tick's part (`holds`): every mentor whose line has no running hold, or whose hold ran
 * out, is offered a slot again (holds pass on; slots freed where no trigger fired reach the
 * line). Idempotent: offers run under the mentor's guard and the one-hold index. Returns how
 * many slots were held.
 */
export async function passHolds(now: DateTime = DateTime.utc()) {
  const stamp = toDbInstant(now)
  const waiting = await db
    .from('waiting_line_entries')
    .whereNotExists((holds) =>
      holds
        .from('slot_holds')
        .whereColumn('slot_holds.mentor_user_id', 'waiting_line_entries.mentor_user_id')
        .where('slot_holds.status', 'held')
        .where('slot_holds.expires_at', '>', stamp)
    )
    .distinct('mentor_user_id')
  const lapsed = await db
    .from('slot_holds')
    .where('status', 'held')
    .where('expires_at', '<=', stamp)
    .distinct('mentor_user_id')
  const mentorIds = new Set([...waiting, ...lapsed].map((row) => Number(row.mentor_user_id)))
  let held = 0
  for (const mentorUserId of mentorIds) {
    try {
      if (await offerFreedSlot(mentorUserId, now)) held++
    } catch (error) {
      // One mentor's failure does not keep the others' lines waiting.
      logger.error({ err: error, mentorUserId }, 'waiting line: offering a freed slot failed')
    }
  }
  return held
}
