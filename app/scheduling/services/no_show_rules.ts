import type { DateTime } from 'luxon'
import { SESSION_RULES } from '#business/sessions'
import type MentoringSession from '#scheduling/models/mentoring_session'
import type SessionNoShow from '#scheduling/models/session_no_show'

/*
| When a no-show can be reported and disputed (both windows inclusive: exactly 48 h is in time).
| The actions (#scheduling/services/no_shows) and the session views ask the same rules.
*/

/** The last instant a no-show of a session ending at `endsAt` can be reported (inclusive). */
export function noShowReportDeadline(endsAt: DateTime) {
  return endsAt.plus({ hours: SESSION_RULES.noShowReportHours })
}

/** The last instant a no-show reported at `reportedAt` can be disputed (inclusive). */
export function noShowDisputeDeadline(reportedAt: DateTime) {
  return reportedAt.plus({ hours: SESSION_RULES.noShowDisputeHours })
}

/** Whether a session's state and the clock let a party report a no-show now. */
export function noShowReportOpen(session: MentoringSession, now: DateTime) {
  return (
    session.status === 'completed' &&
    session.endsAt <= now &&
    now <= noShowReportDeadline(session.endsAt)
  )
}

/** Whether a no-show can be disputed now (by the party reported absent). */
export function noShowDisputeOpen(noShow: SessionNoShow, now: DateTime) {
  return noShow.status === 'reported' && now <= noShowDisputeDeadline(noShow.reportedAt)
}
