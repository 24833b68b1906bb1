import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import Invoice from '#billing/models/invoice'
import Subscription from '#billing/models/subscription'
import { CURRENCY, PERIOD_MONTHS, PRICES_EUR, type PaidPlan } from '#business/pricing'

type SubscriptionOverrides = Partial<
  Pick<
    Subscription,
    'status' | 'period' | 'cancelAtPeriodEnd' | 'currentPeriodStart' | 'currentPeriodEnd'
  >
>

/**
 * A paid plan held by `user`, as Stripe's webhooks leave it: active, monthly unless told
 * otherwise, at the plan's list price, started 3 days ago and running for its period.
 */
export function givenSubscription(
  user: User,
  plan: PaidPlan,
  overrides: SubscriptionOverrides = {}
) {
  const period = overrides.period ?? 'monthly'
  const start = overrides.currentPeriodStart ?? DateTime.utc().minus({ days: 3 }).startOf('second')
  return Subscription.create({
    userId: user.id,
    plan,
    period,
    status: 'active',
    priceCents: PRICES_EUR[plan][period] * 100,
    currency: CURRENCY,
    cancelAtPeriodEnd: false,
    startedAt: start,
    currentPeriodStart: start,
    currentPeriodEnd: start.plus({ months: PERIOD_MONTHS[period] }),
    ...overrides,
  })
}

/** The subscription's renewal, paid now (2900 cents, the BASE monthly price). */
export function givenRenewal(subscription: Subscription) {
  return Invoice.create({
    userId: subscription.userId,
    subscriptionId: subscription.id,
    amountCents: 2900,
    currency: 'EUR',
    status: 'paid',
    description: 'BASE monthly',
    isRenewal: true,
    paidAt: DateTime.utc(),
  })
}
