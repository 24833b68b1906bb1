import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import emitter from '@adonisjs/core/services/emitter'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { SESSION_RULES, LIVE_SESSION_STATUSES, isLiveSession } from '#business/sessions'
import { SessionError } from '#scheduling/errors'
import { toDbInstant } from '#database/columns'
import { isUniqueViolation } from '#database/errors'
import type { User } from '#accounts/index'
import { mentorProfileIdOf, similarMentors, type SimilarMentor } from '#mentoring/index'
// Scheduling's events (their names and payloads, declared on core's EventsList).
import type {} from '#scheduling/events'
import MentoringSession from '#scheduling/models/mentoring_session'
import RescheduleRequest from '#scheduling/models/reschedule_request'
import { calendarBusy } from '#scheduling/services/calendar_sync'
import { lockBookingGuards } from '#scheduling/services/booking_guard'
import { assertBookable } from '#scheduling/services/booking'
import { giveCreditBack } from '#scheduling/services/entitlements'
import { hoursUntil } from '#scheduling/services/session_views'
import { reminderMarkersOnConfirmation } from '#scheduling/services/session_reminders'
import {
  recordExpiredRequests,
  recordMentorConfirmation,
} from '#scheduling/services/mentor_responsiveness'
import {
  isRescheduleTimeFree,
  rescheduleCalendar,
  rescheduleDeadline,
} from '#scheduling/services/reschedule_availability'

/**
 * The session lifecycle (product decisions, "Sessions"): pending -> confirmed
 * -> completed; pending/confirmed -> cancelled (irreversible). Every change is
 * a conditional update on the state it starts from, so two clicks, two tabs or
 * a click racing the scheduler change a session once.
 *
 * These are the state rules (what may happen to a session now). Who may act
 * is SessionPolicy's (#scheduling/policies/session_policy), authorised by the
 * caller before it calls in here with the acting `user`.
 */

function invalidState(): never {
  throw new SessionError('invalid_state')
}

/** A session by its id (NOT_FOUND when there is none). */
export async function findSession(sessionId: number) {
  const session = await MentoringSession.find(sessionId)
  if (!session) throw new SessionError('session_not_found')
  return session
}

/**
 * Both parties of a session still to happen. Deleting a user cancels their
 * upcoming sessions first, so a live session has both; one whose party is
 * gone (a former member) cannot be changed any more.
 */
function partiesOf(session: MentoringSession) {
  const { mentorUserId, menteeUserId } = session
  if (mentorUserId === null || menteeUserId === null) invalidState()
  return { mentorUserId, menteeUserId }
}

async function profileOf(mentorUserId: number) {
  const profileId = await mentorProfileIdOf(mentorUserId)
  return profileId === null ? null : { userId: mentorUserId, profileId }
}

/**
 * Gives a cancelled booking's credit back when the rules allow it: a plan
 * credit or a reward on any timely cancel; the free first call only when the
 * mentor, an admin or the system cancelled.
 */
async function returnCredit(
  trx: TransactionClientContract,
  session: MentoringSession,
  cancelledByMentee: boolean,
  now: DateTime
) {
  if (session.entitlement === 'free_call' && cancelledByMentee) return
  await giveCreditBack(trx, session, now)
}

/**
 * Confirm a booking still to happen, as the party it waits for
 * (SessionPolicy.confirm).
 */
export async function confirmSession(
  user: User,
  sessionId: number,
  now: DateTime = DateTime.utc()
) {
  const session = await findSession(sessionId)
  if (session.status !== 'pending' || session.endsAt <= now) invalidState()
  const isMentor = session.mentorUserId === user.id

  const updated = await db
    .from('mentoring_sessions')
    .where('id', session.id)
    .where('status', 'pending')
    .update({
      status: 'confirmed',
      [isMentor ? 'mentor_confirmed_at' : 'mentee_confirmed_at']: toDbInstant(now),
      ...reminderMarkersOnConfirmation(session.startsAt, now),
      updated_at: toDbInstant(now),
    })
  if (Number(updated) !== 1) invalidState()
  if (isMentor) await recordMentorConfirmation(session.mentorUserId!, now)
  await emitter.emit('session:confirmed', {
    sessionId: session.id,
    mentorUserId: session.mentorUserId,
    at: now,
  })
}

export type Canceller = { user: User; asAdmin?: boolean }

/**
 * Cancel (irreversible): a party (SessionPolicy.cancel) at least 24 h ahead
 * with a reason; an admin (the console) at any time. Returns the credit per
 * the rules, frees the mentor's time.
 */
export async function cancelSession(
  canceller: Canceller,
  sessionId: number,
  reason: string,
  now: DateTime = DateTime.utc()
) {
  const { user, asAdmin = false } = canceller
  const session = await findSession(sessionId)
  if (!isLiveSession(session.status)) invalidState()
  if (!asAdmin && hoursUntil(session.startsAt, now) < SESSION_RULES.cancelNoticeHours) {
    throw new SessionError('cancel_notice', { hours: SESSION_RULES.cancelNoticeHours })
  }
  const byMentee = !asAdmin && session.menteeUserId === user.id

  const cancelled = await cancelLive(session, { byUserId: user.id, reason, byMentee }, now)
  if (!cancelled) invalidState()
  await emitter.emit('session:cancelled', {
    sessionId: session.id,
    mentorUserId: session.mentorUserId,
    at: now,
  })
}

/**
 * Cancels a live session once: a conditional update on its live state, the
 * credit back per `returnCredit` and its open reschedule request expired, in
 * one transaction. False when it was no longer live (someone else's
 * cancellation, the scheduler or a completion came first): nothing changed.
 */
async function cancelLive(
  session: MentoringSession,
  by: { byUserId: number | null; reason: string | null; byMentee: boolean },
  now: DateTime
) {
  return db.transaction(async (trx) => {
    const updated = await trx
      .from('mentoring_sessions')
      .where('id', session.id)
      .whereIn('status', [...LIVE_SESSION_STATUSES])
      .update({
        status: 'cancelled',
        cancel_reason: by.reason,
        cancelled_by_user_id: by.byUserId,
        cancelled_at: toDbInstant(now),
        updated_at: toDbInstant(now),
      })
    if (Number(updated) !== 1) return false
    await returnCredit(trx, session, by.byMentee, now)
    await trx
      .from('reschedule_requests')
      .where('session_id', session.id)
      .where('status', 'pending')
      .update({ status: 'expired', responded_at: toDbInstant(now), updated_at: toDbInstant(now) })
    return true
  })
}

/**
 * Mentors like a mentor who leaves, for their mentees' e-mails. A failed
 * search leaves the e-mails with the mentor list instead: the sessions are
 * cancelled already and the mentees must still be told.
 */
async function mentorsInsteadOf(mentor: User, now: DateTime): Promise<SimilarMentor[]> {
  try {
    return await similarMentors(mentor.id, { now })
  } catch (error) {
    logger.error({ err: error, mentorUserId: mentor.id }, 'similar mentors could not be found')
    return []
  }
}

/**
 * A user leaves (an admin suspends or deletes the account): each of their
 * sessions still to happen (pending or confirmed, not over yet) is cancelled
 * for the team (`by`, the acting admin; null from a command), the credit
 * that paid for it comes back (free call, plan session or reward, as for any
 * cancellation by the team) and the other party is e-mailed in their
 * language; a mentor's mentees are offered up to three similar mentors
 * (one search for all of them). The leaving user gets no e-mail. Each session is cancelled once
 * however many runs race each other or a party's own cancellation, so a
 * credit comes back once and one e-mail goes out. Returns how many it
 * cancelled.
 */
export async function cancelSessionsOfLeavingUser(
  user: User,
  by: User | null,
  now: DateTime = DateTime.utc()
) {
  const upcoming = await MentoringSession.query()
    .where((party) => party.where('mentorUserId', user.id).orWhere('menteeUserId', user.id))
    .whereIn('status', [...LIVE_SESSION_STATUSES])
    .where('endsAt', '>', toDbInstant(now))
    .orderBy('startsAt', 'asc')
  const cancelled: MentoringSession[] = []
  for (const session of upcoming) {
    const done = await cancelLive(
      session,
      { byUserId: by?.id ?? null, reason: null, byMentee: false },
      now
    )
    if (done) cancelled.push(session)
  }
  const asMentor = cancelled.some((session) => session.mentorUserId === user.id)
  const instead = asMentor ? await mentorsInsteadOf(user, now) : []
  for (const session of cancelled) {
    await emitter.emit('session:cancelled', {
      sessionId: session.id,
      mentorUserId: session.mentorUserId,
      at: now,
      leaving: { userId: user.id, similarMentors: instead },
    })
  }
  return cancelled.length
}

/**
 * Propose a new time (more than 48 h ahead); the other party must confirm it.
 * Either party (SessionPolicy.reschedule) may replace an open proposal whose
 * time is no longer free.
 */
export async function requestReschedule(
  user: User,
  sessionId: number,
  input: { startsAt: DateTime; reason: string },
  now: DateTime = DateTime.utc()
) {
  const session = await findSession(sessionId)
  if (!isLiveSession(session.status)) invalidState()
  if (hoursUntil(session.startsAt, now) <= SESSION_RULES.rescheduleNoticeHours) {
    throw new SessionError('reschedule_notice', { hours: SESSION_RULES.rescheduleNoticeHours })
  }
  const { mentorUserId, menteeUserId } = partiesOf(session)
  const mentor = await profileOf(mentorUserId)
  if (!mentor) invalidState()
  const start = input.startsAt.toUTC()
  const calendar = await calendarBusy(
    mentorUserId,
    start.minus({ days: 1 }),
    start.plus({ days: 1 })
  )
  // The calendar around an open proposal's time, in case it must be checked under the lock.
  const proposed = await RescheduleRequest.query()
    .where('sessionId', session.id)
    .where('status', 'pending')
    .first()
  const proposedCalendar = proposed ? await rescheduleCalendar(session, proposed) : []

  let request: RescheduleRequest
  try {
    request = await db.transaction(async (trx) => {
      await lockBookingGuards(trx, [mentorUserId, menteeUserId])
      const open = await RescheduleRequest.query({ client: trx })
        .where('sessionId', session.id)
        .where('status', 'pending')
        .first()
      // An open proposal stands unless its time was taken since: then it is replaced.
      if (
        open &&
        now < rescheduleDeadline(session, open.newStartsAt) &&
        (open.id !== proposed?.id ||
          (await isRescheduleTimeFree(session, open, mentor, now, {
            client: trx,
            calendar: proposedCalendar,
          })))
      ) {
        throw new SessionError('reschedule_open')
      }
      if (open) {
        await open.useTransaction(trx).merge({ status: 'expired', respondedAt: now }).save()
      }
      await assertBookable(trx, mentor, menteeUserId, start, calendar.busy, now, session.id)
      return RescheduleRequest.create(
        {
          sessionId: session.id,
          requestedByUserId: user.id,
          newStartsAt: start,
          newEndsAt: start.plus({ minutes: session.durationMinutes }),
          reason: input.reason,
          status: 'pending',
        },
        { client: trx }
      )
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new SessionError('reschedule_open')
    }
    throw error
  }
  await emitter.emit('session:reschedule_requested', {
    sessionId: session.id,
    mentorUserId: session.mentorUserId,
    at: now,
    requestId: request.id,
  })
}

/**
 * The new time proposed for a live session that can still be answered (its
 * deadline has not passed); null when there is none. SessionPolicy.answerReschedule
 * is asked about it: the party who proposed it may not answer it.
 */
export async function openRescheduleRequest(session: MentoringSession, now: DateTime) {
  if (!isLiveSession(session.status)) return null
  const request = await RescheduleRequest.query()
    .where('sessionId', session.id)
    .where('status', 'pending')
    .first()
  return request && now < rescheduleDeadline(session, request.newStartsAt) ? request : null
}

async function openRequestOf(sessionId: number, now: DateTime) {
  const session = await findSession(sessionId)
  if (!isLiveSession(session.status)) invalidState()
  const request = await openRescheduleRequest(session, now)
  if (!request) {
    throw new SessionError('no_reschedule')
  }
  return { session, request }
}

/**
 * The other party (SessionPolicy.answerReschedule) accepts the new time: the
 * session moves there (re-checked under the booking guards) and counts as
 * confirmed by both.
 */
export async function confirmReschedule(sessionId: number, now: DateTime = DateTime.utc()) {
  const { session, request } = await openRequestOf(sessionId, now)
  const { mentorUserId, menteeUserId } = partiesOf(session)
  const mentor = await profileOf(mentorUserId)
  if (!mentor) invalidState()
  const start = request.newStartsAt
  const calendar = await calendarBusy(
    mentorUserId,
    start.minus({ days: 1 }),
    start.plus({ days: 1 })
  )

  await db.transaction(async (trx) => {
    await lockBookingGuards(trx, [mentorUserId, menteeUserId])
    const accepted = await trx
      .from('reschedule_requests')
      .where('id', request.id)
      .where('status', 'pending')
      .update({ status: 'accepted', responded_at: toDbInstant(now), updated_at: toDbInstant(now) })
    if (Number(accepted) !== 1) {
      throw new SessionError('no_reschedule')
    }
    await assertBookable(trx, mentor, menteeUserId, start, calendar.busy, now, session.id)
    const moved = await trx
      .from('mentoring_sessions')
      .where('id', session.id)
      .whereIn('status', [...LIVE_SESSION_STATUSES])
      .update({
        starts_at: toDbInstant(start),
        ends_at: toDbInstant(request.newEndsAt),
        status: 'confirmed',
        mentor_confirmed_at: toDbInstant(session.mentorConfirmedAt ?? now),
        mentee_confirmed_at: toDbInstant(session.menteeConfirmedAt ?? now),
        // Reminded again for the new time.
        ...reminderMarkersOnConfirmation(start, now),
        updated_at: toDbInstant(now),
      })
    if (Number(moved) !== 1) invalidState()
  })
  await emitter.emit('session:rescheduled', {
    sessionId: session.id,
    mentorUserId: session.mentorUserId,
    at: now,
  })
}

/** The other party (SessionPolicy.answerReschedule) keeps the old time. */
export async function declineReschedule(sessionId: number, now: DateTime = DateTime.utc()) {
  const { request } = await openRequestOf(sessionId, now)
  const declined = await db
    .from('reschedule_requests')
    .where('id', request.id)
    .where('status', 'pending')
    .update({ status: 'declined', responded_at: toDbInstant(now), updated_at: toDbInstant(now) })
  if (Number(declined) !== 1) {
    throw new SessionError('no_reschedule')
  }
}

/** The mentor (SessionPolicy.setMeetingLink) sets the meeting link of a live session not yet over. */
export async function setMeetingLink(
  sessionId: number,
  link: string,
  now: DateTime = DateTime.utc()
) {
  const session = await findSession(sessionId)
  if (!isLiveSession(session.status) || session.endsAt <= now) {
    invalidState()
  }
  session.meetingLink = link
  await session.save()
}

/**
 * Scheduled work, also run on reads: completes sessions whose end has
 * passed, cancels bookings not confirmed 24 h before their start (credit
 * back), and expires reschedule requests nobody answered in time. Each row
 * changes once (conditional updates), so concurrent runs do nothing twice.
 * Each of the three also runs on its own (`sessions:tick --only=`).
 */
export async function settleDueSessions(now: DateTime = DateTime.utc()) {
  const completed = await completeEndedSessions(now)
  const { cancelled, expired } = await expireUnconfirmedRequests(now)
  return { completed, cancelled, expired }
}

/**
 * Confirmed sessions whose end has passed become completed; each is told with
 * `session:completed`, with the mentor's count of held sessions (mentoring
 * shows it).
 */
export async function completeEndedSessions(now: DateTime = DateTime.utc()) {
  const at = toDbInstant(now)
  const due: { id: number; mentor_user_id: number | null }[] = await db
    .from('mentoring_sessions')
    .where('status', 'confirmed')
    .where('ends_at', '<=', at)
    .select('id', 'mentor_user_id')
  const completed: typeof due = []
  for (const row of due) {
    const done = await db
      .from('mentoring_sessions')
      .where('id', row.id)
      .where('status', 'confirmed')
      .update({ status: 'completed', completed_at: at, updated_at: at })
    if (Number(done) === 1) completed.push(row)
  }
  const held = await heldSessionCounts(completed.map((row) => row.mentor_user_id))
  for (const row of completed) {
    await emitter.emit('session:completed', {
      sessionId: row.id,
      mentorUserId: row.mentor_user_id,
      at: now,
      mentorCompletedSessions: row.mentor_user_id === null ? 0 : held.get(row.mentor_user_id)!,
    })
  }
  return due.length
}

/**
 * Requests nobody answered in time: bookings still unconfirmed 24 h before
 * their start are cancelled (credit back, both parties e-mailed), and
 * reschedule requests past their deadline expire.
 */
export async function expireUnconfirmedRequests(now: DateTime = DateTime.utc()) {
  const at = toDbInstant(now)
  const unconfirmed = await MentoringSession.query()
    .where('status', 'pending')
    .where(
      'startsAt',
      '<=',
      toDbInstant(now.plus({ hours: SESSION_RULES.autoCancelUnconfirmedHours }))
    )
  const cancelled: MentoringSession[] = []
  for (const session of unconfirmed) {
    const done = await db.transaction(async (trx) => {
      const updated = await trx
        .from('mentoring_sessions')
        .where('id', session.id)
        .where('status', 'pending')
        .update({
          status: 'cancelled',
          cancel_reason: null,
          cancelled_by_user_id: null,
          cancelled_at: at,
          updated_at: at,
        })
      if (Number(updated) !== 1) return false
      await returnCredit(trx, session, false, now)
      await trx
        .from('reschedule_requests')
        .where('session_id', session.id)
        .where('status', 'pending')
        .update({ status: 'expired', responded_at: at, updated_at: at })
      return true
    })
    if (done) cancelled.push(session)
  }
  // Before the e-mails: a mentor paused by this expiry is offered to nobody.
  await recordExpiredRequests(
    cancelled.map((session) => session.mentorUserId),
    now
  )
  for (const session of cancelled) {
    await emitter.emit('session:cancelled', {
      sessionId: session.id,
      mentorUserId: session.mentorUserId,
      at: now,
    })
  }

  const openRequests = await RescheduleRequest.query().where('status', 'pending').preload('session')
  let expired = 0
  for (const request of openRequests) {
    if (now < rescheduleDeadline(request.session, request.newStartsAt)) continue
    const done = await db
      .from('reschedule_requests')
      .where('id', request.id)
      .where('status', 'pending')
      .update({ status: 'expired', responded_at: at, updated_at: at })
    expired += Number(done)
  }
  return { cancelled: cancelled.length, expired }
}

/** How many sessions each mentor has held (completed), by their user id. */
async function heldSessionCounts(mentorUserIds: (number | null)[]) {
  const ids = [...new Set(mentorUserIds.filter((id): id is number => id !== null))]
  const counts = new Map<number, number>(ids.map((id) => [id, 0]))
  if (!ids.length) return counts
  const rows: { mentor_user_id: number; total: number | string }[] = await db
    .from('mentoring_sessions')
    .whereIn('mentor_user_id', ids)
    .where('status', 'completed')
    .groupBy('mentor_user_id')
    .select('mentor_user_id')
    .count('* as total')
  for (const row of rows) counts.set(Number(row.mentor_user_id), Number(row.total))
  return counts
}

/** Whether any session is due for settling (cheap check before settling on a read). */
export async function hasDueSessions(now: DateTime = DateTime.utc()) {
  const at = toDbInstant(now)
  const row = await db
    .from('mentoring_sessions')
    .where((due) => {
      due
        .where((ended) => ended.where('status', 'confirmed').where('ends_at', '<=', at))
        .orWhere((late) =>
          late
            .where('status', 'pending')
            .where(
              'starts_at',
              '<=',
              toDbInstant(now.plus({ hours: SESSION_RULES.autoCancelUnconfirmedHours }))
            )
        )
    })
    .select('id')
    .first()
  return !!row
}
