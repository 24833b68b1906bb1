import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** `node ace referrals:expire`: pending referrals past their 30-day window become expired. */
export default class ReferralsExpire extends BaseCommand {
  static commandName = 'referrals:expire'
  static description = 'Expire pending referrals whose conversion window has passed'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { expireReferrals } = await import('#referrals/services/conversion')
    const expired = await expireReferrals()
    this.logger.success(`${expired} referrals expired`)
  }
}
