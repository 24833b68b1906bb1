import { randomBytes } from 'node:crypto'
import emitter from '@adonisjs/core/services/emitter'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import locks from '@adonisjs/lock/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import env from '#start/env'
import {
  CURRENCY,
  PERIOD_MONTHS,
  couponId,
  priceLookupKey,
  type BillingPeriod,
  type PaidPlan,
  type Plan,
} from '#business/pricing'
import type { Locale } from '#business/app'
import { BillingError } from '#billing/errors'
import { rememberStripeCustomer, userById, type User } from '#accounts/index'
import Checkout from '#billing/models/checkout'
import Invoice from '#billing/models/invoice'
import Subscription from '#billing/models/subscription'
import {
  quoteOfCheckout,
  quoteWithCode,
  type CheckoutQuote,
} from '#billing/services/checkout_quotes'
import { activeSubscription } from '#billing/services/plans'
import { callStripe, requireStripe, stripeConfigured } from '#billing/services/stripe_client'
import {
  completeCheckoutRow,
  invoiceDescription,
  refreshStripeCheckoutSession,
} from '#billing/services/subscription_sync'
import { subscriptionViewOf, type SubscriptionView } from '#billing/services/subscription_view'

export type CheckoutOutcome = {
  status: 'complete' | 'processing' | 'unknown'
  subscription?: SubscriptionView
}

/** The test-mode checkout page's data. */
export type TestCheckoutView = {
  id: string
  status: Checkout['status']
  quote: CheckoutQuote
}

const appUrl = () => env.get('APP_URL').replace(/\/+$/, '')

/**
 * The user's Stripe customer, created once: a lock per user serialises
 * concurrent checkouts (across processes, through the lock store), and the
 * idempotency key makes Stripe answer a repeated create with the same customer.
 */
export async function stripeCustomerFor(user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId
  const stripe = requireStripe()
  const lock = locks.createLock(`billing:customer:${user.id}`, '30s')
  await lock.acquire()
  try {
    const fresh = await userById(user.id)
    if (!fresh) throw new BillingError('payment_failed')
    if (fresh.stripeCustomerId) {
      user.stripeCustomerId = fresh.stripeCustomerId
      return fresh.stripeCustomerId
    }
    const customer = await callStripe(() =>
      stripe.customers.create(
        {
          email: fresh.email,
          name: `${fresh.firstName} ${fresh.lastName}`.trim(),
          preferred_locales: [fresh.locale],
          metadata: { user_id: String(fresh.id) },
        },
        { idempotencyKey: `customer-user-${fresh.id}` }
      )
    )
    await rememberStripeCustomer(fresh.id, customer.id)
    user.stripeCustomerId = customer.id
    return customer.id
  } finally {
    await lock.release()
  }
}

/** The Stripe price id of a plan and period, by its lookup key (set by `node ace billing:stripe-sync`). */
async function stripePriceId(plan: PaidPlan, period: BillingPeriod) {
  const stripe = requireStripe()
  const prices = await callStripe(() =>
    stripe.prices.list({ lookup_keys: [priceLookupKey(plan, period)], active: true, limit: 1 })
  )
  const price = prices.data[0]
  if (!price) throw new BillingError('payment_failed')
  return price.id
}

/**
 * Starts paying for a plan: Stripe's hosted checkout when Stripe is
 * configured, else the in-app test-mode page. FREE needs no payment.
 * Someone who already has a paid plan changes it instead.
 */
export async function startCheckout(
  user: User,
  plan: Plan,
  period: BillingPeriod,
  locale: Locale
): Promise<{ url: string }> {
  if (plan === 'FREE') return { url: urlFor('billing.checkout.free') }
  if (await activeSubscription(user.id)) {
    throw new BillingError('already_subscribed')
  }
  const { quote, codeId } = await quoteWithCode(user, plan, period, DateTime.utc())
  const stripe = stripeConfigured()
  const checkout = await Checkout.create({
    publicId: `co_${randomBytes(18).toString('base64url')}`,
    userId: user.id,
    plan,
    period,
    listCents: quote.listCents,
    amountCents: quote.firstPaymentCents,
    discountKind: quote.discount?.kind ?? null,
    discountPercent: quote.discount?.percent ?? null,
    discountCodeId: codeId,
    provider: stripe ? 'stripe' : 'test',
    status: 'open',
  })
  if (!stripe) return { url: urlFor('billing.checkout.test', { id: checkout.publicId }) }

  const client = requireStripe()
  const customer = await stripeCustomerFor(user)
  const price = await stripePriceId(plan, period)
  const metadata = {
    checkout_id: checkout.publicId,
    user_id: String(user.id),
    plan,
    period,
  }
  const session = await callStripe(() =>
    client.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: checkout.publicId,
        line_items: [{ price, quantity: 1 }],
        ...(quote.discount
          ? { discounts: [{ coupon: couponId(quote.discount.kind, quote.discount.percent) }] }
          : {}),
        // Stripe fills in its placeholder, which must stay unencoded.
        success_url: `${appUrl()}${urlFor('billing.checkout.success')}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appUrl()}${urlFor('billing.checkout.cancelled')}`,
        locale,
        metadata,
        subscription_data: { metadata },
      },
      { idempotencyKey: `checkout-${checkout.publicId}` }
    )
  )
  checkout.stripeCheckoutSessionId = session.id
  await checkout.save()
  if (!session.url) throw new BillingError('payment_failed')
  return { url: session.url }
}

/** A checkout of this user by the id the return page carries (Stripe's session id, or ours). */
async function checkoutOf(user: User, sessionId: string) {
  return Checkout.query()
    .where('userId', user.id)
    .where((query) =>
      query.where('stripeCheckoutSessionId', sessionId).orWhere('publicId', sessionId)
    )
    .first()
}

/**
 * The success page's answer: complete (with the subscription), processing
 * (paid but not confirmed yet) or unknown. A Stripe checkout still open here
 * is read from Stripe, so the page does not wait for the webhook.
 */
export async function checkoutOutcome(user: User, sessionId: string): Promise<CheckoutOutcome> {
  let checkout = await checkoutOf(user, sessionId)
  if (!checkout) return { status: 'unknown' }
  if (checkout.status === 'open' && checkout.provider === 'stripe' && stripeConfigured()) {
    try {
      checkout = (await refreshStripeCheckoutSession(checkout.stripeCheckoutSessionId!)) ?? checkout
    } catch {
      // Stripe unreachable: the webhook will complete it.
      return { status: 'processing' }
    }
  }
  if (checkout.status === 'open') return { status: 'processing' }
  if (checkout.status !== 'complete') return { status: 'unknown' }
  const subscription = checkout.subscriptionId
    ? await Subscription.find(checkout.subscriptionId)
    : null
  if (!subscription) return { status: 'processing' }
  return { status: 'complete', subscription: await subscriptionViewOf(subscription) }
}

/** Alias kept for the success page: syncs and answers the checkout's outcome. */
export const completeCheckout = checkoutOutcome

/* ------------------------------------------------------------------------ */
/* Test mode: no Stripe secret configured. The same rows as the Stripe path. */
/* ------------------------------------------------------------------------ */

function requireTestMode() {
  if (stripeConfigured()) throw new BillingError('checkout_not_found')
}

async function openTestCheckout(user: User, publicId: string) {
  requireTestMode()
  const checkout = await Checkout.query()
    .where('publicId', publicId)
    .where('userId', user.id)
    .where('provider', 'test')
    .first()
  if (!checkout) throw new BillingError('checkout_not_found')
  return checkout
}

export async function testCheckoutView(user: User, publicId: string): Promise<TestCheckoutView> {
  const checkout = await openTestCheckout(user, publicId)
  return {
    id: checkout.publicId,
    status: checkout.status,
    quote: await quoteOfCheckout(checkout, user),
  }
}

/** The card the test mode "pays" with (Stripe's test Visa). */
export const TEST_CARD = { brand: 'visa', last4: '4242', expMonth: 12 } as const

/**
 * Completes a test-mode checkout as Stripe would: an active subscription for
 * one period, its first invoice paid, the discount code used. Completing
 * twice changes nothing.
 */
export async function completeTestCheckout(user: User, publicId: string, now = DateTime.utc()) {
  const { id } = await openTestCheckout(user, publicId)
  const paid = await db.transaction(async (trx) => {
    // Claim the open checkout with one conditional write: of two concurrent
    // completions only one changes the row (and makes the subscription).
    const claimed = await trx
      .from('checkouts')
      .where('id', id)
      .where('status', 'open')
      .update({
        status: 'complete',
        completed_at: now.toUTC().toFormat(trx.dialect.dateTimeFormat),
      })
    const checkout = await Checkout.query({ client: trx }).where('id', id).firstOrFail()
    if (Number(Array.isArray(claimed) ? claimed[0] : claimed) !== 1) {
      if (checkout.status === 'complete') return null
      throw new BillingError('checkout_not_found')
    }
    const subscription = await Subscription.create(
      {
        userId: checkout.userId,
        plan: checkout.plan,
        period: checkout.period,
        status: 'active',
        priceCents: checkout.listCents,
        currency: CURRENCY,
        currentPeriodStart: now,
        currentPeriodEnd: now.plus({ months: PERIOD_MONTHS[checkout.period] }),
        cancelAtPeriodEnd: false,
        startedAt: now,
        paymentMethodBrand: TEST_CARD.brand,
        paymentMethodLastFour: TEST_CARD.last4,
        paymentMethodExpMonth: TEST_CARD.expMonth,
        paymentMethodExpYear: now.year + 3,
      },
      { client: trx }
    )
    await Invoice.create(
      {
        userId: checkout.userId,
        subscriptionId: subscription.id,
        amountCents: checkout.amountCents,
        currency: CURRENCY,
        status: 'paid',
        description: invoiceDescription(checkout.plan, checkout.period),
        plan: checkout.plan,
        period: checkout.period,
        isRenewal: false,
        paidAt: now,
      },
      { client: trx }
    )
    await completeCheckoutRow(checkout, subscription, trx, now)
    return { userId: checkout.userId, amountCents: checkout.amountCents, paidAt: now }
  })
  if (paid) await emitter.emit('invoice:paid', paid)
  return { url: urlFor('billing.checkout.success', undefined, { qs: { session_id: publicId } }) }
}

/** Cancels a test-mode checkout (nothing is bought; like leaving Stripe's page). */
export async function cancelTestCheckout(user: User, publicId: string) {
  const checkout = await openTestCheckout(user, publicId)
  if (checkout.status === 'open') {
    checkout.status = 'cancelled'
    await checkout.save()
  }
  return { url: urlFor('billing.checkout.cancelled') }
}
