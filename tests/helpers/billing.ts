import { DateTime } from 'luxon'
import Invoice from '#billing/models/invoice'
import type Subscription from '#billing/models/subscription'

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
