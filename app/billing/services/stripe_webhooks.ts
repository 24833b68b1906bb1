import type Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { stripeSettings } from '#config/stripe'
import { BillingError } from '#billing/errors'
import ProcessedWebhookEvent from '#billing/models/processed_webhook_event'
import { idOf, requireStripe } from '#billing/services/stripe_client'
import { settleStripeCharge } from '#billing/services/invoice_refunds'
import {
  refreshStripeCheckoutSession,
  refreshStripeInvoice,
  refreshStripeSubscription,
} from '#billing/services/subscription_sync'

/** The event types we act on; every other verified event is only recorded. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_succeeded',
  'charge.refunded',
  'charge.refund.updated',
] as const

/** Verifies Stripe's signature over the raw body; a bad or missing one is a 400 and nothing is stored. */
export function verifiedEvent(rawBody: string, signature: string | undefined): Stripe.Event {
  const stripe = requireStripe()
  const secret = stripeSettings.webhookSecret
  if (!secret || !signature) {
    throw new BillingError('bad_webhook_signature')
  }
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret)
  } catch {
    throw new BillingError('bad_webhook_signature')
  }
}

/**
 * Applies one event. The event's object is only used for its id: the
 * current object is read from Stripe, so events handled late, twice or out of
 * order all end in Stripe's current state.
 */
async function apply(event: Stripe.Event) {
  const object = event.data.object as { id?: string; object?: string } & Record<string, any>
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.expired':
      return refreshStripeCheckoutSession(object.id!)
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return refreshStripeSubscription(object.id!)
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_succeeded': {
      const invoice = await refreshStripeInvoice(object.id!)
      // The subscription's status follows its invoices (past due, active again).
      const subscriptionId = idOf(object.parent?.subscription_details?.subscription)
      if (subscriptionId) await refreshStripeSubscription(subscriptionId)
      return invoice
    }
    case 'charge.refunded':
      return settleStripeCharge(object.id!)
    case 'charge.refund.updated':
      return object.charge ? settleStripeCharge(idOf(object.charge)!) : null
    default:
      return null
  }
}

/**
 * Handles a verified event once: an event id already recorded is skipped;
 * otherwise it is applied, then recorded under its unique id (a concurrent
 * duplicate that loses the insert has applied the same state, harmlessly).
 * A failure records nothing, so Stripe's retry applies it again.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<'handled' | 'duplicate'> {
  const seen = await ProcessedWebhookEvent.findBy('stripeEventId', event.id)
  if (seen) return 'duplicate'
  await apply(event)
  await db
    .knexQuery()
    .table('processed_webhook_events')
    .insert({
      stripe_event_id: event.id,
      type: event.type.slice(0, 100),
      processed_at: DateTime.utc().toFormat(db.connection().dialect.dateTimeFormat),
    })
    .onConflict('stripe_event_id')
    .ignore()
  return 'handled'
}
