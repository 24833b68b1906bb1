import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace sessions:tick`: the sessions' scheduled work once (see
 * runSessionsTick), for a cron where the queue's scheduler is not used.
 * Idempotent: running it twice, or two copies at once, sends nothing twice.
 */
export default class SessionsTick extends BaseCommand {
  static commandName = 'sessions:tick'
  static description = 'Complete, auto-cancel, remind and ask for feedback on due sessions'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { runSessionsTick } = await import('#scheduling/services/sessions_tick')
    const started = performance.now()
    const done = await runSessionsTick()
    this.logger.success(
      [
        `${done.completed} completed`,
        `${done.cancelled} cancelled (not confirmed in time)`,
        `${done.expired} reschedule requests expired`,
        `${done.reminders} reminders`,
        `${done.feedbackRequests} feedback requests`,
        `${done.refreshed} next free slots refreshed`,
      ].join(', ') + ` in ${Math.round(performance.now() - started)} ms`
    )
  }
}
