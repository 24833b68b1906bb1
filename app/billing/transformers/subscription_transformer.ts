import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SubscriptionView } from '#billing/services/subscription_view'

/**
 * A member's subscription as the payments page and the checkout's success page show it
 * (`Data.Billing.Subscription`): a field dropped here fails the pages' typecheck.
 */
export default class SubscriptionTransformer extends BaseTransformer<SubscriptionView> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'plan',
      'period',
      'status',
      'priceCents',
      'currency',
      'currentPeriodEnd',
      'daysRemaining',
      'cancelAtPeriodEnd',
      'cancelAt',
      'endedAt',
      'paymentMethod',
      'refund',
      'canChangeTo',
      'provider',
    ])
  }
}
