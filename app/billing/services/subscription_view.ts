import { DateTime } from 'luxon'
import type { User } from '#accounts/index'
import {
  BILLING_PERIODS,
  PLANS,
  REFUND_WINDOW_DAYS,
  type BillingPeriod,
  type InvoiceStatus,
  type PaidPlan,
  type Plan,
  type SubscriptionStatus,
} from '#business/pricing'
import Invoice from '#billing/models/invoice'
import Subscription from '#billing/models/subscription'
import { hasPaidForASession } from '#billing/services/subscription_usage'
import { activeSubscription, currentPlan } from '#billing/services/plans'

export type RefundBlock = 'window_passed' | 'calls_used' | 'renewal' | 'already_refunded'

export type PaymentMethodView = {
  brand: string
  last4: string
  expMonth: number | null
  expYear: number | null
}

export type SubscriptionView = {
  id: number
  plan: PaidPlan
  period: BillingPeriod
  status: SubscriptionStatus
  priceCents: number
  currency: string
  /** Renewal (or end) date, ISO. */
  currentPeriodEnd: string | null
  daysRemaining: number
  cancelAtPeriodEnd: boolean
  /** When a subscription set to end stops, ISO. */
  cancelAt: string | null
  /** When an ended subscription ended (cancelled, refunded, run out), ISO; null while it runs. */
  endedAt: string | null
  paymentMethod: PaymentMethodView | null
  refund: { allowed: boolean; reason: RefundBlock | null }
  canChangeTo: { plan: PaidPlan; period: BillingPeriod }[]
  /** 'stripe' or the in-app 'test' mode it was bought in. */
  provider: 'stripe' | 'test'
}

export type InvoiceView = {
  id: number
  date: string
  description: string | null
  amountCents: number
  currency: string
  status: InvoiceStatus
  plan: PaidPlan | null
  period: BillingPeriod | null
  isRenewal: boolean
}

export type SubscriptionOverview = {
  plan: Plan
  subscription: SubscriptionView | null
  invoices: InvoiceView[]
}

export const PAID_PLANS = PLANS.filter((plan): plan is PaidPlan => plan !== 'FREE')

/** Plan, then period length: higher is an upgrade. */
export function planRank(plan: PaidPlan, period: BillingPeriod) {
  return PLANS.indexOf(plan) * 10 + BILLING_PERIODS.indexOf(period)
}

/**
 * Whether a subscription's first payment may be refunded now (product
 * decisions, "Refunds"): within REFUND_WINDOW_DAYS of the first payment of
 * the subscription, and only if no call of that subscription was booked;
 * renewals are never refunded.
 */
export async function refundEligibility(
  subscription: Subscription,
  now: DateTime = DateTime.utc()
): Promise<{ allowed: boolean; reason: RefundBlock | null; invoices: Invoice[] }> {
  const invoices = await Invoice.query()
    .where('subscriptionId', subscription.id)
    .orderBy('paidAt', 'asc')
    .orderBy('id', 'asc')
  const first = invoices.find((invoice) => !invoice.isRenewal && invoice.paidAt)
  if (!first) {
    const renewal = invoices.some((invoice) => invoice.isRenewal)
    return { allowed: false, reason: renewal ? 'renewal' : 'window_passed', invoices: [] }
  }
  if (first.status === 'refunded' || first.status === 'partially_refunded') {
    return { allowed: false, reason: 'already_refunded', invoices: [] }
  }
  if (first.status !== 'paid' || first.paidAt!.plus({ days: REFUND_WINDOW_DAYS }) <= now) {
    return { allowed: false, reason: 'window_passed', invoices: [] }
  }
  if (subscription.status === 'cancelled' && !subscription.cancelAtPeriodEnd) {
    return { allowed: false, reason: 'window_passed', invoices: [] }
  }
  if (await hasPaidForASession(subscription.id))
    return { allowed: false, reason: 'calls_used', invoices: [] }
  // The first payment and any plan-change payment since; never a renewal.
  const refundable = invoices.filter(
    (invoice) => !invoice.isRenewal && invoice.status === 'paid' && invoice.amountCents > 0
  )
  return { allowed: true, reason: null, invoices: refundable }
}

function paymentMethodOf(subscription: Subscription): PaymentMethodView | null {
  if (!subscription.paymentMethodBrand || !subscription.paymentMethodLastFour) return null
  return {
    brand: subscription.paymentMethodBrand,
    last4: subscription.paymentMethodLastFour,
    expMonth: subscription.paymentMethodExpMonth,
    expYear: subscription.paymentMethodExpYear,
  }
}

/** Which plan/period a subscription may move to (only a running one, not set to end). */
function changeOptions(subscription: Subscription) {
  if (subscription.status !== 'active' || subscription.cancelAtPeriodEnd) return []
  return PAID_PLANS.flatMap((plan) => BILLING_PERIODS.map((period) => ({ plan, period }))).filter(
    (option) => option.plan !== subscription.plan || option.period !== subscription.period
  )
}

export async function subscriptionViewOf(
  subscription: Subscription,
  now: DateTime = DateTime.utc()
): Promise<SubscriptionView> {
  const end = subscription.currentPeriodEnd
  const eligibility = await refundEligibility(subscription, now)
  const ending = subscription.cancelAtPeriodEnd && end
  // Set to end and past its end: ended, even before (or without) Stripe's deletion event.
  const ended = Boolean(ending && end <= now)
  const endedAt =
    subscription.status === 'cancelled' ? (subscription.cancelledAt ?? end) : ended ? end : null
  return {
    id: subscription.id,
    plan: subscription.plan as PaidPlan,
    period: subscription.period,
    status: ended ? 'cancelled' : subscription.status,
    priceCents: subscription.priceCents,
    currency: subscription.currency,
    currentPeriodEnd: end ? end.toUTC().toISO() : null,
    daysRemaining: end ? Math.max(0, Math.ceil(end.diff(now, 'days').days)) : 0,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    cancelAt: ending ? end.toUTC().toISO() : null,
    endedAt: endedAt ? endedAt.toUTC().toISO() : null,
    paymentMethod: paymentMethodOf(subscription),
    refund: { allowed: eligibility.allowed, reason: eligibility.reason },
    canChangeTo: ended ? [] : changeOptions(subscription),
    provider: subscription.stripeSubscriptionId ? 'stripe' : 'test',
  }
}

/**
 * The subscription the payments page shows: the one giving the plan now, or
 * else the latest one that was ever paid (past due, ended); never a checkout
 * that was not completed.
 */
export async function shownSubscription(userId: number, now: DateTime = DateTime.utc()) {
  const active = await activeSubscription(userId, now)
  if (active) return active
  return Subscription.query()
    .where('userId', userId)
    .whereNot('status', 'inactive')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .first()
}

export function invoiceViewOf(invoice: Invoice): InvoiceView {
  return {
    id: invoice.id,
    date: (invoice.paidAt ?? invoice.createdAt).toUTC().toISO()!,
    description: invoice.description,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    status: invoice.status,
    plan: invoice.plan,
    period: invoice.period,
    isRenewal: invoice.isRenewal,
  }
}

/** The payments page and the subscription API: plan, subscription, billing history (newest first). */
export async function subscriptionOverview(
  user: User,
  now: DateTime = DateTime.utc()
): Promise<SubscriptionOverview> {
  const subscription = await shownSubscription(user.id, now)
  const invoices = await Invoice.query()
    .where('userId', user.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
  return {
    plan: await currentPlan(user.id, now),
    subscription: subscription ? await subscriptionViewOf(subscription, now) : null,
    invoices: invoices.map(invoiceViewOf),
  }
}
