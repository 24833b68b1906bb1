import { DateTime } from 'luxon'
import emitter from '@adonisjs/core/services/emitter'
import type Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import { DEFAULT_LOCALE } from '#business/app'
import {
  BILLING_PERIODS,
  PLANS,
  type BillingPeriod,
  type InvoiceStatus,
  type PaidPlan,
  type SubscriptionStatus,
} from '#business/pricing'
import { isUniqueViolation } from '#database/errors'
import { userById, userIdOfStripeCustomer } from '#accounts/index'
import Checkout from '#billing/models/checkout'
import Invoice from '#billing/models/invoice'
import Refund from '#billing/models/refund'
import Subscription from '#billing/models/subscription'
import { memberDiscounts } from '#billing/services/member_discounts'
import { idOf, requireStripe } from '#billing/services/stripe_client'

/**
 * Our copy of Stripe's billing state. Every function here takes the current
 * Stripe object (re-read from Stripe by the caller, never an event's possibly
 * stale snapshot) and writes absolute values keyed by Stripe ids, so applying
 * the same object twice, or objects in any order, ends in the same rows.
 */

/**
 * The one wording of a subscription invoice, in a language: "Pro plan – Annual",
 * "(renewal)" added for a renewal (resources/lang/<locale>/payments.json
 * `history`). The payments page, the refund e-mail and the stored
 * description all say it this way.
 */
export function invoiceLine(i18n: I18n, plan: PaidPlan, period: BillingPeriod, isRenewal = false) {
  const line = i18n.t('payments.history.line', {
    plan: i18n.t(`payments.plan.${plan}`),
    period: i18n.t(`payments.periods.${period}`),
  })
  return isRenewal ? `${line} (${i18n.t('payments.history.renewal')})` : line
}

/** The description stored with an invoice (console, books, Stripe): its line in the default language. */
export function invoiceDescription(plan: PaidPlan, period: BillingPeriod, isRenewal = false) {
  return invoiceLine(i18nManager.locale(DEFAULT_LOCALE), plan, period, isRenewal)
}

/** Stripe's subscription statuses in our four. */
export function subscriptionStatusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active'
    case 'past_due':
    case 'unpaid':
      return 'past_due'
    case 'canceled':
      return 'cancelled'
    default:
      return 'inactive'
  }
}

/** Plan and period of a Stripe price: its lookup key (`pro_annual`), else its metadata. */
export function planOfPrice(price: Stripe.Price): { plan: PaidPlan; period: BillingPeriod } | null {
  const [planKey, period] = (price.lookup_key ?? '').split('_')
  const plan = (planKey ?? '').toUpperCase()
  const candidates = [
    { plan, period },
    { plan: price.metadata?.plan, period: price.metadata?.period },
  ]
  for (const candidate of candidates) {
    if (
      candidate.plan &&
      candidate.plan !== 'FREE' &&
      PLANS.includes(candidate.plan as PaidPlan) &&
      BILLING_PERIODS.includes(candidate.period as BillingPeriod)
    ) {
      return { plan: candidate.plan as PaidPlan, period: candidate.period as BillingPeriod }
    }
  }
  return null
}

const fromUnix = (seconds: number | null | undefined) =>
  seconds ? DateTime.fromSeconds(seconds, { zone: 'utc' }) : null

/** Runs a write, once more when a concurrent writer inserted the same Stripe id first. */
async function withRetryOnRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return write()
  }
}

async function userIdForCustomer(
  customer: string | { id: string } | null | undefined,
  client?: TransactionClientContract
) {
  const customerId = idOf(customer as any)
  if (!customerId) return null
  return userIdOfStripeCustomer(customerId, client)
}

/** Marks a checkout's referral code used (once). */
async function useDiscountCode(checkout: Checkout, at: DateTime, trx: TransactionClientContract) {
  if (!checkout.discountCodeId) return
  await memberDiscounts().use(checkout.discountCodeId, at, trx)
}

/** Links a completed checkout to its subscription, uses its discount code. */
export async function completeCheckoutRow(
  checkout: Checkout,
  subscription: Subscription | null,
  trx: TransactionClientContract,
  at: DateTime = DateTime.utc()
) {
  checkout.useTransaction(trx)
  if (checkout.status !== 'complete') {
    checkout.status = 'complete'
    checkout.completedAt = at
  }
  if (subscription && !checkout.subscriptionId) checkout.subscriptionId = subscription.id
  await checkout.save()
  await useDiscountCode(checkout, checkout.completedAt ?? at, trx)
  if (subscription && checkout.stripeCheckoutSessionId && !subscription.stripeCheckoutSessionId) {
    subscription.useTransaction(trx)
    subscription.stripeCheckoutSessionId = checkout.stripeCheckoutSessionId
    await subscription.save()
  }
}

/** Writes a Stripe subscription (retrieved with its default payment method expanded). */
export async function syncStripeSubscription(stripeSubscription: Stripe.Subscription) {
  const item = stripeSubscription.items.data[0]
  const kind = item ? planOfPrice(item.price) : null
  if (!item || !kind) {
    logger.warn(
      { subscription: stripeSubscription.id },
      'stripe subscription without a known price'
    )
    return null
  }
  const card =
    typeof stripeSubscription.default_payment_method === 'object'
      ? stripeSubscription.default_payment_method?.card
      : null
  const status = subscriptionStatusOf(stripeSubscription.status)
  // Past due: Stripe has already moved the period on to the one whose invoice
  // failed; ours ends where the paid period ended (what entitlements read).
  const periodEnd = status === 'past_due' ? item.current_period_start : item.current_period_end
  const values = {
    plan: kind.plan,
    period: kind.period,
    status,
    priceCents: item.price.unit_amount ?? 0,
    currency: (item.price.currency ?? 'eur').toUpperCase(),
    stripePriceId: item.price.id,
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(periodEnd),
    cancelAtPeriodEnd: stripeSubscription.cancel_at_period_end,
    cancelledAt: fromUnix(stripeSubscription.canceled_at),
    startedAt: fromUnix(stripeSubscription.start_date),
    ...(card
      ? {
          paymentMethodBrand: card.brand,
          paymentMethodLastFour: card.last4,
          paymentMethodExpMonth: card.exp_month,
          paymentMethodExpYear: card.exp_year,
        }
      : {}),
  }
  const metadataUser = Number(stripeSubscription.metadata?.user_id)
  const checkoutId = stripeSubscription.metadata?.checkout_id

  return withRetryOnRace(() =>
    db.transaction(async (trx) => {
      let subscription = await Subscription.query({ client: trx })
        .where('stripeSubscriptionId', stripeSubscription.id)
        .first()
      if (subscription) {
        subscription.merge(values)
        await subscription.save()
      } else {
        const byMetadata =
          Number.isInteger(metadataUser) && metadataUser > 0
            ? await userById(metadataUser, trx)
            : null
        const userId = byMetadata?.id ?? (await userIdForCustomer(stripeSubscription.customer, trx))
        if (!userId) {
          logger.warn(
            { subscription: stripeSubscription.id },
            'stripe subscription of no known user'
          )
          return null
        }
        subscription = await Subscription.create(
          { ...values, userId, stripeSubscriptionId: stripeSubscription.id },
          { client: trx }
        )
      }
      if (checkoutId) {
        const checkout = await Checkout.query({ client: trx })
          .where('publicId', checkoutId)
          .where('userId', subscription.userId)
          .first()
        if (checkout && !checkout.subscriptionId) {
          checkout.subscriptionId = subscription.id
          await checkout.save()
        }
      }
      return subscription
    })
  )
}

/** Re-reads a subscription from Stripe and writes it. */
export async function refreshStripeSubscription(stripeSubscriptionId: string) {
  const stripe = requireStripe()
  const subscription = await stripe.subscriptions.retrieve(stripeSubscriptionId, {
    expand: ['default_payment_method'],
  })
  return syncStripeSubscription(subscription)
}

function invoiceStatusOf(invoice: Stripe.Invoice): InvoiceStatus | null {
  switch (invoice.status) {
    case 'paid':
      return 'paid'
    case 'open':
      return invoice.attempt_count > 0 ? 'failed' : 'open'
    case 'uncollectible':
    case 'void':
      return 'failed'
    default:
      return null
  }
}

/**
 * What an invoice paid for: the price of its last line (a plan change's
 * invoice ends with the new price), read from Stripe unless it is the
 * subscription's own price. Never the subscription's plan of today.
 */
async function planOfInvoice(stripeInvoice: Stripe.Invoice, subscription: Subscription | null) {
  const lines = stripeInvoice.lines?.data ?? []
  const priceId = idOf(lines.at(-1)?.pricing?.price_details?.price as any)
  if (!priceId) return null
  if (subscription && priceId === subscription.stripePriceId) {
    return { plan: subscription.plan as PaidPlan, period: subscription.period }
  }
  const price = await requireStripe().prices.retrieve(priceId)
  return planOfPrice(price)
}

/** Writes a Stripe invoice (retrieved with `payments` expanded); its subscription first if unknown. */
export async function syncStripeInvoice(stripeInvoice: Stripe.Invoice) {
  const status = invoiceStatusOf(stripeInvoice)
  if (!status || !stripeInvoice.id) return null
  const stripeSubscriptionId = idOf(stripeInvoice.parent?.subscription_details?.subscription as any)
  let subscription = stripeSubscriptionId
    ? await Subscription.findBy('stripeSubscriptionId', stripeSubscriptionId)
    : null
  if (stripeSubscriptionId && !subscription) {
    subscription = await refreshStripeSubscription(stripeSubscriptionId)
  }
  const userId = subscription?.userId ?? (await userIdForCustomer(stripeInvoice.customer as any))
  if (!userId) return null
  const kind = await planOfInvoice(stripeInvoice, subscription)
  const payment = stripeInvoice.payments?.data.find((one) => one.status === 'paid')
  const paymentIntentId = idOf(payment?.payment.payment_intent as any)
  const invoiceId = stripeInvoice.id
  const values = {
    userId,
    subscriptionId: subscription?.id ?? null,
    amountCents: status === 'paid' ? stripeInvoice.amount_paid : stripeInvoice.amount_due,
    currency: stripeInvoice.currency.toUpperCase(),
    description: kind
      ? invoiceDescription(
          kind.plan,
          kind.period,
          stripeInvoice.billing_reason === 'subscription_cycle'
        )
      : (stripeInvoice.description ?? null),
    plan: kind?.plan ?? null,
    period: kind?.period ?? null,
    isRenewal: stripeInvoice.billing_reason === 'subscription_cycle',
    paidAt: fromUnix(stripeInvoice.status_transitions?.paid_at),
    ...(paymentIntentId ? { stripePaymentIntentId: paymentIntentId } : {}),
  }
  return withRetryOnRace(() =>
    db.transaction(async (trx) => {
      const existing = await Invoice.query({ client: trx })
        .where('stripeInvoiceId', invoiceId)
        .first()
      if (!existing) {
        return Invoice.create({ ...values, status, stripeInvoiceId: invoiceId }, { client: trx })
      }
      // A refund (from the charge) outranks Stripe's "paid" on the invoice.
      const refunded = existing.status === 'refunded' || existing.status === 'partially_refunded'
      existing.merge({
        ...values,
        status: refunded && status === 'paid' ? existing.status : status,
      })
      await existing.save()
      return existing
    })
  ).then(async (invoice) => {
    if (invoice && invoice.userId !== null && invoice.status === 'paid') {
      await emitter.emit('invoice:paid', {
        userId: invoice.userId,
        amountCents: invoice.amountCents,
        paidAt: invoice.paidAt ?? DateTime.utc(),
      })
    }
    return invoice
  })
}

export async function refreshStripeInvoice(stripeInvoiceId: string) {
  const stripe = requireStripe()
  const invoice = await stripe.invoices.retrieve(stripeInvoiceId, { expand: ['payments'] })
  return syncStripeInvoice(invoice)
}

/**
 * Writes a charge's refunds: each Stripe refund once (by its id), the
 * invoice refunded or partially refunded by the charge's refunded amount.
 * Also says how much of what it wrote now was refunded outside the app
 * (Stripe's dashboard): the app's own refunds carry their invoice's id.
 */
export async function refreshStripeCharge(chargeId: string) {
  const stripe = requireStripe()
  const charge = await stripe.charges.retrieve(chargeId)
  const paymentIntentId = idOf(charge.payment_intent as any)
  const findInvoice = () =>
    Invoice.query()
      .where('stripeChargeId', charge.id)
      .if(paymentIntentId, (query) => query.orWhere('stripePaymentIntentId', paymentIntentId!))
      .first()
  let invoice = await findInvoice()
  if (!invoice && paymentIntentId) {
    // The refund can arrive before the invoice: read the invoice it paid.
    const payments = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntentId },
      limit: 1,
    })
    const stripeInvoiceId = idOf(payments.data[0]?.invoice as any)
    if (stripeInvoiceId) invoice = await refreshStripeInvoice(stripeInvoiceId)
  }
  if (!invoice) return null
  const refunds = await stripe.refunds.list({ charge: charge.id, limit: 100 })
  const invoiceId = invoice.id
  return withRetryOnRace(() =>
    db.transaction(async (trx) => {
      const row = await Invoice.query({ client: trx }).where('id', invoiceId).firstOrFail()
      row.stripeChargeId = charge.id
      if (charge.amount_refunded > 0) {
        row.status = charge.amount_refunded >= row.amountCents ? 'refunded' : 'partially_refunded'
      }
      await row.save()
      let refundedOutsideCents = 0
      for (const refund of refunds.data) {
        if (refund.status !== 'succeeded' && refund.status !== 'pending') continue
        const known = await Refund.query({ client: trx }).where('stripeRefundId', refund.id).first()
        if (known) continue
        const byUser = Number(refund.metadata?.user_id)
        await Refund.create(
          {
            invoiceId: row.id,
            amountCents: refund.amount,
            reason: refund.metadata?.reason ?? refund.reason ?? null,
            stripeRefundId: refund.id,
            createdByUserId: Number.isInteger(byUser) && byUser > 0 ? byUser : null,
            createdAt: fromUnix(refund.created) ?? DateTime.utc(),
          },
          { client: trx }
        )
        if (!refund.metadata?.invoice_id) refundedOutsideCents += refund.amount
      }
      return { invoice: row, refundedOutsideCents }
    })
  )
}

/** A Stripe checkout session: completed ones make their subscription and first invoice. */
export async function syncStripeCheckoutSession(session: Stripe.Checkout.Session) {
  const checkout = await Checkout.query()
    .where('stripeCheckoutSessionId', session.id)
    .if(session.client_reference_id, (query) =>
      query.orWhere('publicId', session.client_reference_id!)
    )
    .first()
  if (!checkout) return null
  if (session.status === 'expired' && checkout.status === 'open') {
    checkout.status = 'expired'
    await checkout.save()
    return checkout
  }
  if (session.status !== 'complete') return checkout
  const stripeSubscriptionId = idOf(session.subscription as any)
  let subscription: Subscription | null = null
  if (stripeSubscriptionId) {
    const stripe = requireStripe()
    const stripeSubscription = await stripe.subscriptions.retrieve(stripeSubscriptionId, {
      expand: ['default_payment_method'],
    })
    subscription = await syncStripeSubscription(stripeSubscription)
    const latestInvoice = idOf(stripeSubscription.latest_invoice as any)
    if (latestInvoice) await refreshStripeInvoice(latestInvoice)
  }
  const checkoutId = checkout.id
  await withRetryOnRace(() =>
    db.transaction(async (trx) => {
      const row = await Checkout.query({ client: trx }).where('id', checkoutId).firstOrFail()
      if (!row.stripeCheckoutSessionId) row.stripeCheckoutSessionId = session.id
      await completeCheckoutRow(row, subscription, trx)
    })
  )
  return Checkout.findOrFail(checkoutId)
}

export async function refreshStripeCheckoutSession(sessionId: string) {
  const stripe = requireStripe()
  const session = await stripe.checkout.sessions.retrieve(sessionId)
  return syncStripeCheckoutSession(session)
}
