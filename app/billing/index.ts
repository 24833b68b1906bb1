/*
| Billing's public surface: what the other modules may use. Everything else in
| app/billing is private to it (checked by `npm run lint`, README "Modules").
*/

/** Events: a payment recorded. */
export type { InvoicePaid, InvoiceRefunded } from '#billing/events'

/** A member's plan, for the features and quotas it opens. */
export { activePlan, currentPlan, isPro } from '#billing/services/plans'

/** Stripe, for the referral credits paid to a member's customer balance. */
export { stripeClient } from '#billing/services/stripe_client'
export { stripeCustomerFor } from '#billing/services/checkout'

/** The console's overview: revenue per day, active subscriptions by plan. */
export { activeSubscriptionsByPlan, revenueByDay } from '#billing/services/billing_figures'

/** Referrals provides the discounts members hold (a referred friend's), when the app starts. */
export {
  offerMemberDiscountsWith,
  type MemberDiscount,
  type MemberDiscounts,
} from '#billing/services/member_discounts'

/** Scheduling tells whether a subscription paid for a session yet (refunds), when the app starts. */
export { tellSubscriptionUseWith } from '#billing/services/subscription_usage'
