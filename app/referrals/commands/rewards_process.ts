import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace rewards:process`: pays pending referral rewards (a Stripe
 * customer credit where Stripe is configured), with retries. Idempotent: run
 * twice, or two copies at once, nothing is paid twice.
 */
export default class RewardsProcess extends BaseCommand {
  static commandName = 'rewards:process'
  static description = 'Process pending referral rewards (Stripe customer credit), with retries'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { processRewards } = await import('#referrals/services/reward_processing')
    const started = performance.now()
    const done = await processRewards({
      onProgress: (count, total) => this.logger.info(`reward ${count}/${total}`),
    })
    this.logger.success(
      [
        `${done.found} pending`,
        `${done.processed} processed`,
        `${done.retrying} to retry`,
        `${done.failed} failed`,
        `${done.skipped} taken by another run`,
        `${done.freeSessionsGranted} free sessions granted`,
      ].join(', ') + ` in ${Math.round(performance.now() - started)} ms`
    )
    if (done.failed > 0) this.exitCode = 1
  }
}
