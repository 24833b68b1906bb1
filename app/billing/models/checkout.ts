import { CheckoutSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type {
  BillingPeriod,
  CheckoutStatus,
  DiscountKind,
  PaidPlan,
  PaymentProvider,
} from '#business/pricing'
import Subscription from '#billing/models/subscription'

/**
 * One start of a paid plan: what was quoted (price, discount) and where it is
 * paid (Stripe's hosted page, or the in-app test mode). Completing it makes
 * the subscription.
 */
export default class Checkout extends CheckoutSchema {
  declare plan: PaidPlan
  declare period: BillingPeriod
  declare provider: PaymentProvider
  declare status: CheckoutStatus
  declare discountKind: DiscountKind | null

  @belongsTo(() => Subscription)
  declare subscription: BelongsTo<typeof Subscription>
}
