import { randomBytes } from 'node:crypto'
import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import { APP_NAME } from '#business/app'
import { mentorProfileIdOf } from '#mentoring/index'
import { refreshNextAvailable } from '#scheduling/services/mentor_availability'
import { removeSessionEvent, syncSessionEvent } from '#scheduling/services/calendar_sync'
import {
  notifyBookingRequestedLater,
  notifyPartyLeft,
  notifyRescheduleConfirmed,
  notifyRescheduleRequested,
  notifySessionCancelled,
  notifySessionConfirmed,
} from '#scheduling/mails/session_mails'

/** The mentor's next free slot, worked out again after their time was taken or freed. */
async function refreshMentor(mentorUserId: number | null, now: DateTime) {
  if (mentorUserId === null) return
  const profileId = await mentorProfileIdOf(mentorUserId)
  if (profileId !== null) await refreshNextAvailable([profileId], now)
}

/** A Jitsi room for a confirmed session that got no other link. */
function jitsiLink(sessionId: number) {
  const room = `${APP_NAME.replace(/[^A-Za-z0-9]/g, '')}-${sessionId}-${randomBytes(6).toString('hex')}`
  return `https://meet.jit.si/${room}`
}

/**
 * After a session is confirmed or moved: calendar event (Meet link), else a
 * Jitsi room. A phone session gets no video link.
 */
async function shareMeetingDetails(sessionId: number) {
  await syncSessionEvent(sessionId)
  await db
    .from('mentoring_sessions')
    .where('id', sessionId)
    .whereNull('meeting_link')
    .whereNot('communication_tool', 'phone')
    .update({ meeting_link: jitsiLink(sessionId) })
}

/**
 * The effects of a session's changes, in the order each needs: the meeting link before
 * the e-mail that gives it, the mentor's time freed before anyone is told.
 */
export function listenToSessionChanges() {
  emitter.on('session:booked', async ({ sessionId, mentorUserId, at, availabilityStored }) => {
    if (!availabilityStored) await refreshMentor(mentorUserId, at)
    await notifyBookingRequestedLater(sessionId)
  })
  emitter.on('session:confirmed', async ({ sessionId }) => {
    await shareMeetingDetails(sessionId)
    await notifySessionConfirmed(sessionId)
  })
  emitter.on('session:cancelled', async ({ sessionId, mentorUserId, at, leaving }) => {
    await removeSessionEvent(sessionId)
    await refreshMentor(mentorUserId, at)
    if (leaving) await notifyPartyLeft(sessionId, leaving.userId, leaving.similarMentors)
    else await notifySessionCancelled(sessionId)
  })
  emitter.on('session:reschedule_requested', async ({ sessionId, requestId }) => {
    await notifyRescheduleRequested(sessionId, requestId)
  })
  emitter.on('session:rescheduled', async ({ sessionId, mentorUserId, at }) => {
    await shareMeetingDetails(sessionId)
    await refreshMentor(mentorUserId, at)
    await notifyRescheduleConfirmed(sessionId)
  })
}
