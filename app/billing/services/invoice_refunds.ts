import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import locks from '@adonisjs/lock/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { BillingError } from '#billing/errors'
import Invoice from '#billing/models/invoice'
import Refund from '#billing/models/refund'
import { callStripe, idOf, requireStripe } from '#billing/services/stripe_client'
import { refreshStripeCharge, syncStripeSubscription } from '#billing/services/subscription_sync'
import Subscription from '#billing/models/subscription'
import emitter from '@adonisjs/core/services/emitter'

/**
 * Paying an invoice back. An invoice paid through Stripe is refunded at
 * Stripe and our rows follow Stripe's charge (the `charge.refunded` webhook
 * then finds them up to date); one paid in the in-app test mode is refunded
 * here only. The member's 14-day refund and an admin's refund share these.
 */

/** Invoices that still hold money to pay back. */
export const REFUNDABLE_INVOICE_STATUSES = ['paid', 'partially_refunded'] as const

export type RefundRequest = {
  amountCents: number
  /** Kept in the refund row (and in Stripe's metadata). */
  reason: string | null
  byUserId: number | null
  idempotencyKey: string
}

/** Refunds at Stripe the invoice's payment; returns the refunded charge's id. */
export async function refundAtStripe(invoice: Invoice, request: RefundRequest) {
  if (!invoice.stripePaymentIntentId && !invoice.stripeChargeId) {
    throw new BillingError('payment_failed')
  }
  const stripe = requireStripe()
  const refund = await callStripe(() =>
    stripe.refunds.create(
      {
        ...(invoice.stripePaymentIntentId
          ? { payment_intent: invoice.stripePaymentIntentId }
          : { charge: invoice.stripeChargeId! }),
        amount: request.amountCents,
        reason: 'requested_by_customer',
        metadata: {
          ...(request.byUserId ? { user_id: String(request.byUserId) } : {}),
          invoice_id: String(invoice.id),
          ...(request.reason ? { reason: request.reason } : {}),
        },
      },
      { idempotencyKey: request.idempotencyKey }
    )
  )
  return idOf(refund.charge as any)
}

/**
 * In the test mode: claims the invoice (a conditional update from a
 * refundable status, so of two concurrent refunds one pays back) and writes
 * the refund row. False when another refund claimed it first.
 */
export async function refundInTestMode(
  trx: TransactionClientContract,
  invoice: Invoice,
  request: Omit<RefundRequest, 'idempotencyKey'>,
  now: DateTime
) {
  const claimed = await trx
    .from('invoices')
    .where('id', invoice.id)
    .where('status', invoice.status)
    .whereIn('status', [...REFUNDABLE_INVOICE_STATUSES])
    .update({ status: 'refunded', updated_at: now.toUTC().toFormat(trx.dialect.dateTimeFormat) })
  if (Number(Array.isArray(claimed) ? claimed[0] : claimed) !== 1) return false
  await Refund.create(
    {
      invoiceId: invoice.id,
      amountCents: request.amountCents,
      reason: request.reason,
      createdByUserId: request.byUserId,
      createdAt: now,
    },
    { client: trx }
  )
  return true
}

/** What the invoice's refunds paid back so far, in cents. */
export async function refundedCents(invoiceId: number, client?: TransactionClientContract) {
  const row = await (client ?? db)
    .from('refunds')
    .where('invoice_id', invoiceId)
    .sum('amount_cents as total')
    .first()
  return Number(row?.total ?? 0)
}

/** Nothing left to pay back: refunded already, never paid, or a refund under way. */
const notRefundable = (reason: 'already_refunded' | 'not_paid' | 'in_progress') =>
  new BillingError('nothing_to_refund', { reason })

/**
 * Ends a refunded subscription at once: no plan, no renewal, no calls from
 * it. At Stripe first when it was bought there (our row follows Stripe's
 * answer); nothing to do when it has ended already. True when it ended now.
 */
export async function endRefundedSubscription(
  subscriptionId: number,
  now: DateTime = DateTime.utc()
) {
  const subscription = await Subscription.find(subscriptionId)
  if (!subscription) return false
  const running = subscription.status === 'active' || subscription.status === 'past_due'
  if (!running) return false
  if (subscription.stripeSubscriptionId) {
    const stripe = requireStripe()
    const cancelled = await callStripe(() =>
      stripe.subscriptions.cancel(subscription.stripeSubscriptionId!, {
        expand: ['default_payment_method'],
      })
    )
    await syncStripeSubscription(cancelled)
  }
  // Ended now, whatever period was paid: the refund took that period back.
  const at = now.toUTC().toFormat(db.connection().dialect.dateTimeFormat)
  await Subscription.query().where('id', subscription.id).update({
    status: 'cancelled',
    cancel_at_period_end: false,
    cancelled_at: at,
    current_period_end: at,
  })
  return true
}

/** A renewal refunded by an admin needs saying so: members never get one. */
const renewalNotConfirmed = () => new BillingError('renewal_not_confirmed')

/**
 * Refunds what is left of a paid invoice (an admin's refund). The invoice is
 * taken under a per-invoice lock and read again inside it, so two refunds
 * at once pay back once: the second finds it refunded (DUPLICATE_RECORD).
 * Through Stripe when the invoice was paid there, else in the test mode.
 * A renewal is refunded only with `confirmRenewal`. A subscription's payment
 * refunded ends that subscription at once; `invoice:refunded` tells the rest
 * (billing's listener e-mails the customer).
 */
export async function refundInvoice(
  invoiceId: number,
  options: { reason: string | null; byUserId: number | null; confirmRenewal?: boolean },
  now: DateTime = DateTime.utc()
) {
  const lock = locks.createLock(`billing:invoice-refund:${invoiceId}`, '2m')
  if (!(await lock.acquireImmediately())) throw notRefundable('in_progress')
  try {
    const invoice = await Invoice.findOrFail(invoiceId)
    if (invoice.status === 'refunded') throw notRefundable('already_refunded')
    if (!(REFUNDABLE_INVOICE_STATUSES as readonly string[]).includes(invoice.status)) {
      throw notRefundable('not_paid')
    }
    const already = await refundedCents(invoice.id)
    const amountCents = invoice.amountCents - already
    if (amountCents <= 0) throw notRefundable('already_refunded')
    if (invoice.isRenewal && !options.confirmRenewal) throw renewalNotConfirmed()
    const request = { amountCents, reason: options.reason, byUserId: options.byUserId }

    if (invoice.stripePaymentIntentId || invoice.stripeChargeId) {
      // The same key as the member's refund of a whole invoice: Stripe pays it back once.
      const idempotencyKey = already
        ? `refund-invoice-${invoice.id}-after-${already}`
        : `refund-invoice-${invoice.id}`
      const chargeId = await refundAtStripe(invoice, { ...request, idempotencyKey })
      if (chargeId) await refreshStripeCharge(chargeId)
    } else {
      const done = await db.transaction((trx) => refundInTestMode(trx, invoice, request, now))
      if (!done) throw notRefundable('already_refunded')
    }
    const ended = invoice.subscriptionId
      ? await endRefundedSubscription(invoice.subscriptionId, now)
      : false
    await emitter.emit('invoice:refunded', {
      invoiceId: invoice.id,
      userId: invoice.userId,
      amountCents,
      subscriptionEnded: ended,
      refundedAt: now,
    })
    return Invoice.findOrFail(invoiceId)
  } finally {
    await lock.release()
  }
}

/**
 * A charge's refunds as Stripe has them (the `charge.refunded` webhook). A
 * refund made outside the app, in Stripe's dashboard, counts as an admin's
 * refund: a payment paid back in full ends its subscription at once, and the
 * customer is told what was paid back (`invoice:refunded`). Refunds made in the app were dealt
 * with where they were made. Each Stripe refund is written once, so a
 * webhook delivered twice, or at once with the app's own read, acts once.
 */
export async function settleStripeCharge(chargeId: string, now: DateTime = DateTime.utc()) {
  const synced = await refreshStripeCharge(chargeId)
  if (!synced) return null
  const { invoice, refundedOutsideCents } = synced
  if (refundedOutsideCents > 0) {
    const ended =
      invoice.status === 'refunded' && invoice.subscriptionId
        ? await endRefundedSubscription(invoice.subscriptionId, now)
        : false
    await emitter.emit('invoice:refunded', {
      invoiceId: invoice.id,
      userId: invoice.userId,
      amountCents: refundedOutsideCents,
      subscriptionEnded: ended,
      refundedAt: now,
    })
  }
  return invoice
}
