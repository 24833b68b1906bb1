import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PricingPlan } from '#billing/services/pricing_page'

/** A plan of the pricing page with its price for every period (`Data.Billing.PricingPlan`). */
export default class PricingPlanTransformer extends BaseTransformer<PricingPlan> {
  toObject() {
    return this.pick(this.resource, ['plan', 'monthlyCalls', 'prices'])
  }
}
