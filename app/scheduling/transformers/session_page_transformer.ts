import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SessionPage } from '#scheduling/services/session_views'

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
  'myNote',
  'myFeedback',
  'theirFeedback',
  'awaitingFeedback',
  'joinOpensAt',
  'can',
] as const

/**
 * One page of My Sessions (`Data.Scheduling.SessionPage`): the cards and where the page stands.
 * The list's JSON call answers the same shape, so the page reloads its list through it.
 */
export default class SessionPageTransformer extends BaseTransformer<SessionPage> {
  toObject() {
    return {
      data: this.resource.data.map((view) => this.pick(view, SESSION_FIELDS)),
      meta: this.resource.meta,
    }
  }
}
