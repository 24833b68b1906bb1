import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace sessions:tick`: the sessions' scheduled work, for a cron or the
 * queue's scheduler (every few minutes): completes ended sessions, cancels
 * bookings not confirmed 24 h before their start (credit back, both parties
 * e-mailed), expires unanswered reschedule requests, sends the 24 h reminders
 * and the feedback requests, and refreshes stale next free slots. Idempotent:
 * each row is claimed by a conditional update, so running it twice, or two
 * copies at once, sends nothing twice.
 */
export default class SessionsTick extends BaseCommand {
  static commandName = 'sessions:tick'
  static description = 'Complete, auto-cancel, remind and ask for feedback on due sessions'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { DateTime } = await import('luxon')
    const { settleDueSessions } = await import('#scheduling/services/session_lifecycle')
    const { sendDueReminders, sendDueFeedbackRequests } = await import(
      '#scheduling/services/session_reminders'
    )
    const { refreshStaleAvailability } = await import('#scheduling/services/mentor_availability')
    const started = performance.now()
    const now = DateTime.utc()
    const settled = await settleDueSessions(now)
    const reminders = await sendDueReminders(now)
    const feedbackRequests = await sendDueFeedbackRequests(now)
    const refreshed = await refreshStaleAvailability(now)
    this.logger.success(
      [
        `${settled.completed} completed`,
        `${settled.cancelled} cancelled (not confirmed in time)`,
        `${settled.expired} reschedule requests expired`,
        `${reminders} reminders`,
        `${feedbackRequests} feedback requests`,
        `${refreshed} next free slots refreshed`,
      ].join(', ') + ` in ${Math.round(performance.now() - started)} ms`
    )
  }
}
