import type { HttpContext } from '@adonisjs/core/http'
import { pricingPage } from '#billing/services/pricing_page'

/**
 * `/pricing` (public, server-rendered): the three plans per period with
 * VAT-included prices, savings and the launch price, what each includes,
 * the FAQ and the waiting-list form.
 */
export default class PricingController {
  async show(ctx: HttpContext) {
    return ctx.inertia.render('billing/pricing', await pricingPage(ctx))
  }
}
