import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { notifyRescheduleConfirmed, notifySessionConfirmed } from '#scheduling/mails/session_mails'
import { removeSessionEvent } from '#scheduling/services/calendar_sync'
import { shareMeetingDetails } from '#scheduling/services/meeting_details'

export type SessionCalendarJobPayload =
  /** Confirmed or moved: the event and its Meet link, then the e-mail that gives the link. */
  | { kind: 'share'; sessionId: number; then: 'confirmed' | 'rescheduled' }
  /** Cancelled: the event comes out of the mentor's calendar. */
  | { kind: 'remove'; sessionId: number }

/**
 * A session's Google Calendar work, left to the queue worker: the request
 * that confirms, moves or cancels does not wait for Google. The calendar
 * calls never throw (an outage is recorded on the connection and the
 * session falls back to a Jitsi room), so the job runs once.
 */
export default class SessionCalendarJob extends Job<SessionCalendarJobPayload> {
  static options: JobOptions = {
    name: 'scheduling.session_calendar',
    queue: 'default',
  }

  async execute() {
    const { payload } = this
    if (payload.kind === 'remove') return removeSessionEvent(payload.sessionId)
    await shareMeetingDetails(payload.sessionId)
    if (payload.then === 'confirmed') await notifySessionConfirmed(payload.sessionId)
    else await notifyRescheduleConfirmed(payload.sessionId)
  }
}
