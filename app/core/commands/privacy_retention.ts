import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace privacy:retention`: removes what is past its retention period (the scheduler runs
 * the same work daily), one line per rule; exit code 1 when a rule failed.
 */
export default class PrivacyRetention extends BaseCommand {
  static commandName = 'privacy:retention'
  static description = 'Remove the data past its retention period (README "Privacy and retention")'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { runRetention } = await import('#core/services/retention')
    const outcomes = await runRetention()
    for (const { module, what, keptFor, removed, error } of outcomes) {
      if (removed === null) {
        this.logger.error(`${module}: ${what} (kept ${keptFor}) failed: ${error}`)
      } else {
        this.logger.success(`${module}: ${removed} ${what} removed (kept ${keptFor})`)
      }
    }
    if (outcomes.some(({ removed }) => removed === null)) this.exitCode = 1
  }
}
