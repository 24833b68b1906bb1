import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SessionView } from '#scheduling/services/session_views'

/** What a party sees of a session: the one session view, so notes and private feedback cannot leak. */
const SESSION_FIELDS = [
  'id',
  'status',
  'role',
  'startsAt',
  'endsAt',
  'durationMinutes',
  'mentorTimeZone',
  'mentor',
  'mentee',
  'counterpart',
  'objective',
  'problem',
  'desiredOutcome',
  'communicationTool',
  'meetingLink',
  'isFreeCall',
  'awaitingConfirmationFrom',
  'reschedule',
  'cancellation',
  'noShow',
  'noShowReportUntil',
  'myNote',
  'myFeedback',
  'theirFeedback',
  'awaitingFeedback',
  'joinOpensAt',
  'clockChanges',
  'can',
] as const

/**
 * A session as one of its parties sees it (`Data.Scheduling.Session`): My Sessions' cards and
 * every session call's `{ session }` (the session itself, a booking, an action's result).
 */
export default class SessionTransformer extends BaseTransformer<SessionView> {
  toObject() {
    return this.pick(this.resource, SESSION_FIELDS)
  }
}
