import { DateTime } from 'luxon'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import {
  CURRENCY,
  PERIOD_MONTHS,
  priceLookupKey,
  type BillingPeriod,
  type PaidPlan,
} from '#business/pricing'
import { BillingError } from '#billing/errors'
import type { User } from '#accounts/index'
import Invoice from '#billing/models/invoice'
import Subscription from '#billing/models/subscription'
import { listPriceCents } from '#billing/services/checkout_quotes'
import { callStripe, idOf, requireStripe } from '#billing/services/stripe_client'
import { refundAtStripe, refundInTestMode } from '#billing/services/invoice_refunds'
import {
  invoiceDescription,
  refreshStripeCharge,
  refreshStripeInvoice,
  syncStripeSubscription,
} from '#billing/services/subscription_sync'
import {
  planRank,
  refundEligibility,
  shownSubscription,
  subscriptionOverview,
} from '#billing/services/subscription_view'

/**
 * What a member can do with their subscription from the payments page:
 * cancel at period end, resume, change plan, request a refund. A
 * subscription bought through Stripe changes at Stripe first and our rows
 * follow Stripe's answer (the webhooks then confirm the same state); one
 * bought in the in-app test mode changes only here.
 */

const noSubscription = () => new BillingError('no_subscription')

async function subscriptionOf(user: User, now: DateTime) {
  const subscription = await shownSubscription(user.id, now)
  if (!subscription) throw noSubscription()
  return subscription
}

const SUBSCRIPTION_EXPAND = ['default_payment_method']

/** Cancels at the end of the paid period: the plan holds until then. */
export async function cancelSubscription(user: User, now: DateTime = DateTime.utc()) {
  const subscription = await subscriptionOf(user, now)
  if (subscription.status === 'cancelled' || subscription.status === 'inactive') {
    throw new BillingError('not_cancellable')
  }
  if (!subscription.cancelAtPeriodEnd) {
    if (subscription.stripeSubscriptionId) {
      const stripe = requireStripe()
      const updated = await callStripe(() =>
        stripe.subscriptions.update(
          subscription.stripeSubscriptionId!,
          { cancel_at_period_end: true, expand: SUBSCRIPTION_EXPAND },
          { idempotencyKey: `cancel-${subscription.stripeSubscriptionId}-${now.toMillis()}` }
        )
      )
      await syncStripeSubscription(updated)
    } else {
      subscription.cancelAtPeriodEnd = true
      await subscription.save()
    }
  }
  return subscriptionOverview(user, now)
}

/** Takes back a cancellation before the period ends. */
export async function resumeSubscription(user: User, now: DateTime = DateTime.utc()) {
  const subscription = await subscriptionOf(user, now)
  const running =
    subscription.status === 'active' &&
    subscription.currentPeriodEnd &&
    subscription.currentPeriodEnd > now
  if (!subscription.cancelAtPeriodEnd || !running) {
    throw new BillingError('not_resumable')
  }
  if (subscription.stripeSubscriptionId) {
    const stripe = requireStripe()
    const updated = await callStripe(() =>
      stripe.subscriptions.update(subscription.stripeSubscriptionId!, {
        cancel_at_period_end: false,
        expand: SUBSCRIPTION_EXPAND,
      })
    )
    await syncStripeSubscription(updated)
  } else {
    subscription.cancelAtPeriodEnd = false
    await subscription.save()
  }
  return subscriptionOverview(user, now)
}

/** The unused share of the current period's price, in cents (what a change credits). */
function unusedCents(subscription: Subscription, now: DateTime) {
  const start = subscription.currentPeriodStart
  const end = subscription.currentPeriodEnd
  if (!start || !end || end <= now) return 0
  const share = end.diff(now).toMillis() / end.diff(start).toMillis()
  return Math.round(subscription.priceCents * Math.min(1, Math.max(0, share)))
}

/**
 * Moves to another plan or period now. An upgrade (a higher plan, or a longer
 * period of the same plan) is charged at once, less the unused part of the
 * current period; a downgrade's unused part is credited to the next invoice.
 */
export async function changePlan(
  user: User,
  plan: PaidPlan,
  period: BillingPeriod,
  now: DateTime = DateTime.utc()
) {
  const subscription = await subscriptionOf(user, now)
  if (subscription.status !== 'active' || subscription.cancelAtPeriodEnd) {
    throw new BillingError('not_changeable')
  }
  if (subscription.plan === plan && subscription.period === period) {
    throw new BillingError('same_plan')
  }
  const upgrade =
    planRank(plan, period) > planRank(subscription.plan as PaidPlan, subscription.period)

  if (subscription.stripeSubscriptionId) {
    const stripe = requireStripe()
    const current = await callStripe(() =>
      stripe.subscriptions.retrieve(subscription.stripeSubscriptionId!)
    )
    const prices = await callStripe(() =>
      stripe.prices.list({ lookup_keys: [priceLookupKey(plan, period)], active: true, limit: 1 })
    )
    const price = prices.data[0]
    const item = current.items.data[0]
    if (!price || !item) throw new BillingError('payment_failed')
    const updated = await callStripe(() =>
      stripe.subscriptions.update(subscription.stripeSubscriptionId!, {
        items: [{ id: item.id, price: price.id }],
        proration_behavior: upgrade ? 'always_invoice' : 'create_prorations',
        payment_behavior: 'error_if_incomplete',
        expand: SUBSCRIPTION_EXPAND,
      })
    )
    await syncStripeSubscription(updated)
    const latest = idOf(updated.latest_invoice as any)
    if (upgrade && latest) await refreshStripeInvoice(latest)
    return subscriptionOverview(user, now)
  }

  const newPrice = listPriceCents(plan, period)
  const credit = unusedCents(subscription, now)
  const periodChanges = PERIOD_MONTHS[period] !== PERIOD_MONTHS[subscription.period]
  await db.transaction(async (trx) => {
    subscription.useTransaction(trx)
    if (upgrade) {
      await Invoice.create(
        {
          userId: subscription.userId,
          subscriptionId: subscription.id,
          amountCents: Math.max(0, newPrice - credit),
          currency: CURRENCY,
          status: 'paid',
          description: invoiceDescription(plan, period),
          plan,
          period,
          isRenewal: false,
          paidAt: now,
        },
        { client: trx }
      )
    }
    subscription.merge({ plan, period, priceCents: newPrice })
    if (upgrade || periodChanges) {
      subscription.currentPeriodStart = now
      subscription.currentPeriodEnd = now.plus({ months: PERIOD_MONTHS[period] })
    }
    await subscription.save()
  })
  if (upgrade) {
    await emitter.emit('invoice:paid', {
      userId: subscription.userId,
      amountCents: Math.max(0, newPrice - credit),
      paidAt: now,
    })
  }
  return subscriptionOverview(user, now)
}

/**
 * Refunds a subscription under the 14-day rule (see refundEligibility) and
 * ends it at once: its first payment (and any plan-change payment since) is
 * paid back, never a renewal.
 */
export async function requestRefund(user: User, now: DateTime = DateTime.utc()) {
  const subscription = await subscriptionOf(user, now)
  const eligibility = await refundEligibility(subscription, now)
  if (!eligibility.allowed) {
    throw new BillingError('refund_refused', { reason: eligibility.reason })
  }

  if (subscription.stripeSubscriptionId) {
    const stripe = requireStripe()
    const charges: string[] = []
    for (const invoice of eligibility.invoices) {
      const chargeId = await refundAtStripe(invoice, {
        amountCents: invoice.amountCents,
        reason: 'refund_window',
        byUserId: user.id,
        idempotencyKey: `refund-invoice-${invoice.id}`,
      })
      if (chargeId) charges.push(chargeId)
    }
    const cancelled = await callStripe(() =>
      stripe.subscriptions.cancel(subscription.stripeSubscriptionId!, {
        expand: SUBSCRIPTION_EXPAND,
      })
    )
    await syncStripeSubscription(cancelled)
    for (const chargeId of charges) await refreshStripeCharge(chargeId)
    return subscriptionOverview(user, now)
  }

  await db.transaction(async (trx) => {
    for (const invoice of eligibility.invoices) {
      // A second concurrent request finds the invoice claimed and refunds nothing.
      await refundInTestMode(
        trx,
        invoice,
        { amountCents: invoice.amountCents, reason: 'refund_window', byUserId: user.id },
        now
      )
    }
    await Subscription.query({ client: trx })
      .where('id', subscription.id)
      .update({
        status: 'cancelled',
        cancel_at_period_end: false,
        cancelled_at: now.toUTC().toFormat(trx.dialect.dateTimeFormat),
      })
  })
  return subscriptionOverview(user, now)
}

/**
 * A member who leaves (deletes their account) pays for nothing more: their subscription ends at
 * once, with no renewal and no refund (those are the refund window's). At Stripe first for one
 * bought there; here only for the in-app test mode's.
 */
export async function endSubscriptionOfLeavingMember(userId: number, now = DateTime.utc()) {
  const running = await Subscription.query()
    .where('userId', userId)
    .whereIn('status', ['active', 'past_due'])
  for (const subscription of running) {
    if (subscription.stripeSubscriptionId) {
      const stripe = requireStripe()
      const cancelled = await callStripe(() =>
        stripe.subscriptions.cancel(
          subscription.stripeSubscriptionId!,
          { expand: SUBSCRIPTION_EXPAND },
          { idempotencyKey: `leave-${subscription.stripeSubscriptionId}` }
        )
      )
      await syncStripeSubscription(cancelled)
    } else {
      await subscription
        .merge({ status: 'cancelled', cancelAtPeriodEnd: false, cancelledAt: now })
        .save()
    }
  }
}
