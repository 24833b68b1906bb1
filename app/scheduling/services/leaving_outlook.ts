import { DateTime } from 'luxon'
import { LIVE_SESSION_STATUSES } from '#business/sessions'
import { toDbInstant } from '#database/columns'
import MentoringSession from '#scheduling/models/mentoring_session'

/**
 * How many of a member's sessions are still to happen (pending or confirmed, not over yet), on
 * either side: the ones their account's deletion would cancel (`cancelSessionsOfLeavingUser`).
 */
export async function upcomingSessionCount(userId: number, now: DateTime = DateTime.utc()) {
  const [row] = await MentoringSession.query()
    .where((party) => party.where('mentorUserId', userId).orWhere('menteeUserId', userId))
    .whereIn('status', [...LIVE_SESSION_STATUSES])
    .where('endsAt', '>', toDbInstant(now))
    .count('* as total')
    .pojo<{ total: number | string }>()
  return Number(row?.total ?? 0)
}
