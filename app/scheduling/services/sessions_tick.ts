import { DateTime } from 'luxon'
import {
  completeEndedSessions,
  expireUnconfirmedRequests,
} from '#scheduling/services/session_lifecycle'
import {
  sendDueFeedbackRequests,
  sendDueNudges,
  sendDueOutcomeFollowUps,
  sendDueReminders,
} from '#scheduling/services/session_reminders'
import { refreshStaleAvailability } from '#scheduling/services/mentor_availability'
import { refreshAgedConfirmTimes } from '#scheduling/services/mentor_responsiveness'
import { settleUndisputedNoShows } from '#scheduling/services/no_shows'
import { passHolds } from '#scheduling/services/waiting_line'
import {
  SESSIONS_TICK_PARTS,
  type SessionsTickPart,
} from '#scheduling/services/sessions_tick_parts'

export {
  SESSIONS_TICK_PARTS,
  isSessionsTickPart,
  type SessionsTickPart,
} from '#scheduling/services/sessions_tick_parts'

/**
 * The sessions' scheduled work, run by the queue's scheduler every few
 * minutes and by `node ace sessions:tick` (for a cron): completes ended
 * sessions (complete), cancels bookings not confirmed 24 h before their
 * start, credit back and both parties e-mailed (the mentor's third expiry
 * in a row pauses them), and expires unanswered reschedule requests
 * (expire), nudges mentors about requests unanswered for a day (nudge),
 * sends the reminders 24 h and 1 h before (remind) and the feedback
 * requests (feedback), asks mentees, OUTCOME_RULES.followUpAfterDays after a session, whether they
 * reached the outcome they hoped for (outcomes), refreshes stale next free slots (refresh), upholds
 * no-show reports left undisputed past their window, credit back for a
 * mentor's no-show, both parties e-mailed (no-shows), and refreshes the
 * usual confirmation times whose window moved past a confirmation
 * (confirm-times), and passes waiting-line holds that ran out to the next mentee and offers
 * freed slots no trigger offered (holds). Idempotent: each row is claimed by a conditional update, so two
 * runs, even at once, send nothing twice. Parts not asked for count 0.
 */
export async function runSessionsTick(
  now: DateTime = DateTime.utc(),
  parts: readonly SessionsTickPart[] = SESSIONS_TICK_PARTS
) {
  const runs = (part: SessionsTickPart) => parts.includes(part)
  const completed = runs('complete') ? await completeEndedSessions(now) : 0
  const { cancelled, expired } = runs('expire')
    ? await expireUnconfirmedRequests(now)
    : { cancelled: 0, expired: 0 }
  const nudges = runs('nudge') ? await sendDueNudges(now) : 0
  const reminders = runs('remind') ? await sendDueReminders(now) : 0
  const feedbackRequests = runs('feedback') ? await sendDueFeedbackRequests(now) : 0
  const outcomeFollowUps = runs('outcomes') ? await sendDueOutcomeFollowUps(now) : 0
  const refreshed = runs('refresh') ? await refreshStaleAvailability(now) : 0
  const noShowsSettled = runs('no-shows') ? await settleUndisputedNoShows(now) : 0
  const confirmTimes = runs('confirm-times') ? await refreshAgedConfirmTimes(now) : 0
  const slotsHeld = runs('holds') ? await passHolds(now) : 0
  return {
    completed,
    cancelled,
    expired,
    nudges,
    reminders,
    feedbackRequests,
    outcomeFollowUps,
    refreshed,
    noShowsSettled,
    confirmTimes,
    slotsHeld,
  }
}
