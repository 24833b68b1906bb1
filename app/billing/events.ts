import type { DateTime } from 'luxon'

/** A payment billing recorded, emitted once its invoice is committed (e.g. a referral converts on it). */
export type InvoicePaid = { userId: number; amountCents: number; paidAt: DateTime }

/**
 * Money paid back on an invoice, emitted once the refund is recorded: by an admin in the app,
 * or at Stripe outside it (`charge.refunded`). `subscriptionEnded`: the payment was a
 * subscription's, which ended with the refund. Billing e-mails the customer (its listener).
 */
export type InvoiceRefunded = {
  invoiceId: number
  userId: number | null
  amountCents: number
  subscriptionEnded: boolean
  refundedAt: DateTime
}

declare module '@adonisjs/core/types' {
  interface EventsList {
    'invoice:paid': InvoicePaid
    'invoice:refunded': InvoiceRefunded
  }
}
