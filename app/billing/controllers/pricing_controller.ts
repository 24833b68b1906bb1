import type { HttpContext } from '@adonisjs/core/http'
import { pricingPage } from '#billing/services/pricing_page'
import DiscountTransformer from '#billing/transformers/discount_transformer'
import PricingFaqTransformer from '#billing/transformers/pricing_faq_transformer'
import PricingPlanTransformer from '#billing/transformers/pricing_plan_transformer'

/**
 * `/pricing` (public, server-rendered): the three plans per period with
 * VAT-included prices, savings and the launch price, what each includes,
 * the FAQ and the waiting-list form.
 */
export default class PricingController {
  async show(ctx: HttpContext) {
    const page = await pricingPage(ctx)
    return ctx.inertia.render('billing/pricing', {
      periods: page.periods,
      period: page.period,
      plans: PricingPlanTransformer.transform(page.plans),
      discount: DiscountTransformer.transform(page.discount),
      setAsideDiscount: DiscountTransformer.transform(page.setAsideDiscount),
      refundWindowDays: page.refundWindowDays,
      faq: PricingFaqTransformer.transform(page.faq),
      currentPlan: page.currentPlan,
    })
  }
}
