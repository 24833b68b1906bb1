import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CheckoutOutcome } from '#billing/services/checkout'
import SubscriptionTransformer from '#billing/transformers/subscription_transformer'

/** Where a checkout stands on its success page, with the subscription once complete. */
export default class CheckoutOutcomeTransformer extends BaseTransformer<CheckoutOutcome> {
  toObject() {
    const { status, subscription } = this.resource
    return {
      status,
      subscription: subscription ? SubscriptionTransformer.transform(subscription) : undefined,
    }
  }
}
