import { forgetAuditedRecords } from '#core/services/audit_log'
import { exportedFields, type PersonalDataPart } from '#core/services/personal_data'
import Checkout from '#billing/models/checkout'
import HelpRequest from '#billing/models/help_request'
import Invoice from '#billing/models/invoice'
import Refund from '#billing/models/refund'
import Subscription from '#billing/models/subscription'
import WaitingListEntry from '#billing/models/waiting_list_entry'
import { endSubscriptionOfLeavingMember } from '#billing/services/subscription_actions'

/*
| Billing's part of members' data: subscriptions, checkouts, invoices and
| their refunds, PRO help requests, and the waiting-list entry of their
| e-mail. When a member leaves, their subscription ends at once; invoices
| (and refunds on them) stay for the books, without the link to the person.
*/

const SUBSCRIPTION_FIELDS = [
  'plan',
  'period',
  'status',
  'priceCents',
  'currency',
  'currentPeriodStart',
  'currentPeriodEnd',
  'cancelAtPeriodEnd',
  'cancelledAt',
  'startedAt',
  'paymentMethodBrand',
  'paymentMethodLastFour',
  'paymentMethodExpMonth',
  'paymentMethodExpYear',
  'createdAt',
] as const

const INVOICE_FIELDS = [
  'description',
  'amountCents',
  'currency',
  'status',
  'plan',
  'period',
  'isRenewal',
  'paidAt',
  'createdAt',
] as const

const CHECKOUT_FIELDS = [
  'plan',
  'period',
  'listCents',
  'amountCents',
  'discountKind',
  'discountPercent',
  'provider',
  'status',
  'completedAt',
  'createdAt',
] as const

export const billingPersonalData: PersonalDataPart = {
  module: 'billing',
  tables: [
    'subscriptions',
    'checkouts',
    'invoices',
    'refunds',
    'help_requests',
    'waiting_list_entries',
  ],
  impersonal: {
    processed_webhook_events: "Stripe's event ids and types, so each is handled once",
  },

  async export(subject) {
    const subscriptions = await Subscription.query()
      .where('userId', subject.id)
      .orderBy('createdAt')
    const invoices = await Invoice.query().where('userId', subject.id).orderBy('createdAt')
    const refunds = await Refund.query()
      .whereIn(
        'invoiceId',
        invoices.map((invoice) => invoice.id)
      )
      .orderBy('createdAt')
    const checkouts = await Checkout.query().where('userId', subject.id).orderBy('createdAt')
    const help = await HelpRequest.query().where('userId', subject.id).orderBy('createdAt')
    const waiting = await WaitingListEntry.findBy('email', subject.email.toLowerCase())
    return {
      subscriptions: subscriptions.map((one) => exportedFields(one, SUBSCRIPTION_FIELDS)),
      invoices: invoices.map((invoice) => ({
        ...exportedFields(invoice, INVOICE_FIELDS),
        refunds: refunds
          .filter((refund) => refund.invoiceId === invoice.id)
          .map((refund) => exportedFields(refund, ['amountCents', 'reason', 'createdAt'])),
      })),
      checkouts: checkouts.map((checkout) => exportedFields(checkout, CHECKOUT_FIELDS)),
      helpRequests: help.map((request) =>
        exportedFields(request, ['topic', 'subject', 'message', 'locale', 'status', 'sentAt'])
      ),
      waitingListEntry: waiting ? exportedFields(waiting, ['email', 'locale', 'createdAt']) : null,
    }
  },

  async leave(subject) {
    await endSubscriptionOfLeavingMember(subject.id)
  },

  async erase(subject, trx) {
    await HelpRequest.query({ client: trx }).where('userId', subject.id).delete()
    await Checkout.query({ client: trx }).where('userId', subject.id).delete()
    // Invoices keep their amounts and Stripe references for the books; nobody's name is on them.
    await Invoice.query({ client: trx }).where('userId', subject.id).update({ userId: null })
    await Subscription.query({ client: trx }).where('userId', subject.id).delete()
    await Refund.query({ client: trx })
      .where('createdByUserId', subject.id)
      .update({ createdByUserId: null })
    const waiting = await WaitingListEntry.query({ client: trx })
      .where('email', subject.email.toLowerCase())
      .select('id')
    await forgetAuditedRecords(
      'waiting_list_entry',
      waiting.map((entry) => entry.id),
      trx
    )
    await WaitingListEntry.query({ client: trx })
      .where('email', subject.email.toLowerCase())
      .delete()
  },
}
