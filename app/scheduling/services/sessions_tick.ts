import { DateTime } from 'luxon'
import { settleDueSessions } from '#scheduling/services/session_lifecycle'
import { sendDueFeedbackRequests, sendDueReminders } from '#scheduling/services/session_reminders'
import { refreshStaleAvailability } from '#scheduling/services/mentor_availability'

/**
 * The sessions' scheduled work, run by the queue's scheduler every few
 * minutes and by `node ace sessions:tick` (for a cron): completes ended
 * sessions, cancels bookings not confirmed 24 h before their start (credit
 * back, both parties e-mailed), expires unanswered reschedule requests, sends
 * the 24 h reminders and the feedback requests, and refreshes stale next free
 * slots. Idempotent: each row is claimed by a conditional update, so two runs,
 * even at once, send nothing twice.
 */
export async function runSessionsTick(now: DateTime = DateTime.utc()) {
  const settled = await settleDueSessions(now)
  const reminders = await sendDueReminders(now)
  const feedbackRequests = await sendDueFeedbackRequests(now)
  const refreshed = await refreshStaleAvailability(now)
  return { ...settled, reminders, feedbackRequests, refreshed }
}
