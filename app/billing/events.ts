import type { DateTime } from 'luxon'

/** A payment billing recorded, emitted once its invoice is committed (e.g. a referral converts on it). */
export type InvoicePaid = { userId: number; amountCents: number; paidAt: DateTime }

declare module '@adonisjs/core/types' {
  interface EventsList {
    'invoice:paid': InvoicePaid
  }
}
