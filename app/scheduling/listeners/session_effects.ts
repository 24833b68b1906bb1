import type { DateTime } from 'luxon'
import emitter from '@adonisjs/core/services/emitter'
import { mentorProfileIdOf } from '#mentoring/index'
import { refreshNextAvailable } from '#scheduling/services/mentor_availability'
import SessionCalendarJob from '#scheduling/jobs/session_calendar_job'
import { offerInsteadOfExpired } from '#scheduling/services/mentor_responsiveness'
import { recordUndisputedNoShow } from '#scheduling/services/no_shows'
import { offerFreedSlotAfterChange } from '#scheduling/services/waiting_line'
import {
  hasCalendar,
  hasCalendarEvent,
  shareMeetingDetails,
} from '#scheduling/services/meeting_details'
import {
  notifyBookingRequestedLater,
  notifyNoShowDisputed,
  notifyNoShowReported,
  notifyNoShowSettled,
  notifyPartyLeft,
  notifyRescheduleConfirmed,
  notifyRescheduleRequested,
  notifySessionCancelled,
  notifySessionConfirmed,
} from '#scheduling/mails/session_mails'
// Scheduling's events (their names and payloads, declared on core's EventsList).
import type {} from '#scheduling/events'

/** The mentor's next free slot, worked out again after their time was taken or freed. */
async function refreshMentor(mentorUserId: number | null, now: DateTime) {
  if (mentorUserId === null) return
  const profileId = await mentorProfileIdOf(mentorUserId)
  if (profileId !== null) await refreshNextAvailable([profileId], now)
}

/**
 * The meeting link, then the e-mail that gives it. A mentor's calendar is Google's to
 * answer, so that work goes to the queue worker; without one it is a local Jitsi room.
 */
async function shareThenNotify(
  { sessionId, mentorUserId }: { sessionId: number; mentorUserId: number | null },
  then: 'confirmed' | 'rescheduled'
) {
  if (await hasCalendar(mentorUserId)) {
    await SessionCalendarJob.dispatch({ kind: 'share', sessionId, then }).run()
    return
  }
  await shareMeetingDetails(sessionId)
  if (then === 'confirmed') await notifySessionConfirmed(sessionId)
  else await notifyRescheduleConfirmed(sessionId)
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
  emitter.on('session:confirmed', async (change) => {
    await shareThenNotify(change, 'confirmed')
  })
  emitter.on('session:cancelled', async ({ sessionId, mentorUserId, at, leaving }) => {
    if (await hasCalendarEvent(sessionId)) {
      await SessionCalendarJob.dispatch({ kind: 'remove', sessionId }).run()
    }
    await refreshMentor(mentorUserId, at)
    // The freed time goes to whoever waits in the mentor's line.
    if (mentorUserId !== null) await offerFreedSlotAfterChange(mentorUserId, at)
    if (leaving) await notifyPartyLeft(sessionId, leaving.userId, leaving.similarMentors)
    else await notifySessionCancelled(sessionId, (loaded) => offerInsteadOfExpired(loaded, at))
  })
  emitter.on('session:reschedule_requested', async ({ sessionId, requestId }) => {
    await notifyRescheduleRequested(sessionId, requestId)
  })
  emitter.on('session:rescheduled', async (change) => {
    await refreshMentor(change.mentorUserId, change.at)
    if (change.mentorUserId !== null)
      await offerFreedSlotAfterChange(change.mentorUserId, change.at)
    await shareThenNotify(change, 'rescheduled')
  })
  emitter.on('session:no_show_reported', async ({ sessionId, noShowId }) => {
    await notifyNoShowReported(sessionId, noShowId)
  })
  emitter.on('session:no_show_disputed', async ({ sessionId, noShowId }) => {
    await notifyNoShowDisputed(sessionId, noShowId)
  })
  emitter.on('session:no_show_settled', async (settled) => {
    await notifyNoShowSettled(settled.sessionId, settled.noShowId, settled.outcome)
    // Only a no-show nobody disputed counts towards the mentor's pause.
    const undisputed = settled.outcome === 'upheld' && !settled.byAdmin
    if (undisputed && settled.absentParty === 'mentor' && settled.mentorUserId !== null) {
      await recordUndisputedNoShow(settled.mentorUserId, settled.at)
    }
  })
}
