import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { RESPONSIVENESS_RULES } from '#business/responsiveness'
import { SESSION_RULES } from '#business/sessions'
import { toDbInstant, utcMillis } from '#database/columns'
import {
  recordConfirmTimes,
  recordConfirmedRequest,
  recordExpiredRequest,
  similarMentors,
  type ConfirmTime,
} from '#mentoring/index'
import type { LoadedSession, SessionMailExtras } from '#scheduling/mails/session_mails'
import { bookableSlots, slotStampOf } from '#scheduling/services/slot_cache'

/*
| Responsive mentors (issue 32): what scheduling knows of how its mentors
| answer their booking requests, told to mentoring, which keeps it on the
| profile (the pause, the cards' "usually confirms within N hours").
*/

/**
 * The mentor confirmed a request: their run of expired requests ends and
 * their usual confirmation time is worked out again.
 */
export async function recordMentorConfirmation(mentorUserId: number, now: DateTime) {
  await recordConfirmedRequest(mentorUserId)
  await refreshConfirmTimes([mentorUserId], now)
}

/**
 * Requests that just expired unanswered, in the order they expired: each adds
 * to its mentor's run (mentoring pauses the mentor at the run's third).
 */
export async function recordExpiredRequests(mentorUserIds: (number | null)[], now: DateTime) {
  for (const mentorUserId of mentorUserIds) {
    if (mentorUserId !== null) await recordExpiredRequest(mentorUserId, now)
  }
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * How fast these mentors usually confirm: the median minutes from a request
 * to the mentor's confirmation, over the requests they confirmed in the last
 * RESPONSIVENESS_RULES.confirmTimeWindowDays days; null below
 * confirmTimeMinRequests of them. Stored on their profiles (mentoring's).
 */
export async function refreshConfirmTimes(mentorUserIds: number[], now: DateTime) {
  const ids = [...new Set(mentorUserIds)]
  if (ids.length === 0) return 0
  const rows: { mentor_user_id: number; created_at: unknown; mentor_confirmed_at: unknown }[] =
    await db
      .from('mentoring_sessions')
      .whereIn('mentor_user_id', ids)
      .whereNotNull('mentor_confirmed_at')
      .where(
        'mentor_confirmed_at',
        '>',
        toDbInstant(now.minus({ days: RESPONSIVENESS_RULES.confirmTimeWindowDays }))
      )
      .where('mentor_confirmed_at', '<=', toDbInstant(now))
      .select('mentor_user_id', 'created_at', 'mentor_confirmed_at')
  const minutesOf = new Map<number, number[]>(ids.map((id) => [id, []]))
  for (const row of rows) {
    const minutes = (utcMillis(row.mentor_confirmed_at) - utcMillis(row.created_at)) / 60_000
    minutesOf.get(Number(row.mentor_user_id))!.push(Math.max(0, minutes))
  }
  const entries: ConfirmTime[] = ids.map((userId) => {
    const minutes = minutesOf.get(userId)!
    return {
      userId,
      medianMinutes:
        minutes.length < RESPONSIVENESS_RULES.confirmTimeMinRequests
          ? null
          : Math.round(median(minutes)),
    }
  })
  await recordConfirmTimes(entries)
  return entries.length
}

/**
 * The scheduled part: mentors one of whose confirmations has left the window
 * lately (the last two days of it, so a missed run or two is caught up) are
 * worked out again. Returns how many.
 */
export async function refreshAgedConfirmTimes(now: DateTime = DateTime.utc()) {
  const edge = now.minus({ days: RESPONSIVENESS_RULES.confirmTimeWindowDays })
  const rows: { mentor_user_id: number }[] = await db
    .from('mentoring_sessions')
    .whereNotNull('mentor_user_id')
    .where('mentor_confirmed_at', '<=', toDbInstant(edge))
    .where('mentor_confirmed_at', '>', toDbInstant(edge.minus({ days: 2 })))
    .distinct('mentor_user_id')
  return refreshConfirmTimes(
    rows.map((row) => Number(row.mentor_user_id)),
    now
  )
}

/**
 * What the mentee of an expired request is offered instead: the mentor's
 * next free slots (none once the mentor is paused: they cannot be booked)
 * with their booking page, and similar mentors. A failed search offers
 * less, never stops the e-mail.
 */
export async function offerInsteadOfExpired(
  loaded: LoadedSession,
  now: DateTime
): Promise<SessionMailExtras> {
  const mentorUserId = loaded.session.mentorUserId
  if (mentorUserId === null) return {}
  const extras: SessionMailExtras = {}
  try {
    const stamp = await slotStampOf(String(mentorUserId))
    const slots = stamp
      ? await bookableSlots(stamp, {
          now,
          from: now,
          until: now.plus({ days: SESSION_RULES.slotHorizonDays }),
        })
      : null
    if (stamp && slots) {
      extras.nextSlots = slots.items
        .slice(0, RESPONSIVENESS_RULES.nextSlotsOffered)
        .map((slot) => DateTime.fromISO(slot.startsAt, { zone: 'utc' }))
      extras.bookingPath = urlFor('scheduling.book', {
        id: stamp.mentor.slug ?? stamp.mentor.userId,
      })
    }
  } catch (error) {
    logger.error({ err: error, mentorUserId }, 'next free slots could not be offered')
  }
  try {
    extras.similarMentors = await similarMentors(mentorUserId, { now })
  } catch (error) {
    logger.error({ err: error, mentorUserId }, 'similar mentors could not be found')
  }
  return extras
}
