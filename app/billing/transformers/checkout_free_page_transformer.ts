import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Plan } from '#business/pricing'

/**
 * The free checkout's props (`Data.Billing.CheckoutFreePage`): the plan the member holds now,
 * so a paying member is told they keep it instead of being welcomed to FREE.
 */
export default class CheckoutFreePageTransformer extends BaseTransformer<{ currentPlan: Plan }> {
  toObject() {
    return this.pick(this.resource, ['currentPlan'])
  }
}
