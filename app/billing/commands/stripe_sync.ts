import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace billing:stripe-sync`: creates or updates the Stripe products,
 * prices (lookup keys `<plan>_<period>`, e.g. `pro_annual`) and discount
 * coupons from config/business/pricing.ts. Idempotent: a second run creates
 * nothing. Needs STRIPE_SECRET_KEY.
 */
export default class StripeSync extends BaseCommand {
  static commandName = 'billing:stripe-sync'
  static description = 'Sync plans, prices and discount coupons from the pricing config to Stripe'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { stripeConfigured } = await import('#billing/services/stripe_client')
    if (!stripeConfigured()) {
      this.logger.error('STRIPE_SECRET_KEY is not set: nothing to sync (the app runs in test mode)')
      this.exitCode = 1
      return
    }
    const { syncStripeCatalog } = await import('#billing/services/stripe_catalog')
    const report = await syncStripeCatalog()
    for (const line of report.created) this.logger.success(`created ${line}`)
    for (const line of report.updated) this.logger.info(`updated ${line}`)
    this.logger.info(
      `${report.created.length} created, ${report.updated.length} updated, ${report.unchanged.length} unchanged`
    )
  }
}
