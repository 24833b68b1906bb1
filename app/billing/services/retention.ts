import Checkout from '#billing/models/checkout'
import HelpRequest from '#billing/models/help_request'
import Invoice from '#billing/models/invoice'
import ProcessedWebhookEvent from '#billing/models/processed_webhook_event'
import Refund from '#billing/models/refund'
import WaitingListEntry from '#billing/models/waiting_list_entry'
import type { RetentionRule } from '#core/services/personal_data'
import { deletedCount, olderThan } from '#core/services/retention'
import { RETENTION } from '#business/retention'

/** Billing's retention rules (README "Privacy and retention"), registered by its provider. */
export const billingRetention: RetentionRule[] = [
  {
    module: 'billing',
    what: 'waiting-list entries',
    keptFor: `${RETENTION.waitingListDays} days`,
    run: async (now) =>
      deletedCount(
        await WaitingListEntry.query()
          .where('createdAt', '<', olderThan(now, { days: RETENTION.waitingListDays }))
          .delete()
      ),
  },
  {
    module: 'billing',
    what: 'checkouts never completed',
    keptFor: `${RETENTION.abandonedCheckoutDays} days`,
    run: async (now) =>
      deletedCount(
        await Checkout.query()
          .whereNot('status', 'complete')
          .where('createdAt', '<', olderThan(now, { days: RETENTION.abandonedCheckoutDays }))
          .delete()
      ),
  },
  {
    module: 'billing',
    what: 'processed Stripe events',
    keptFor: `${RETENTION.processedWebhookDays} days`,
    run: async (now) =>
      deletedCount(
        await ProcessedWebhookEvent.query()
          .where('processedAt', '<', olderThan(now, { days: RETENTION.processedWebhookDays }))
          .delete()
      ),
  },
  {
    module: 'billing',
    what: 'help requests',
    keptFor: `${RETENTION.helpRequestDays} days`,
    run: async (now) =>
      deletedCount(
        await HelpRequest.query()
          .where('createdAt', '<', olderThan(now, { days: RETENTION.helpRequestDays }))
          .delete()
      ),
  },
  {
    module: 'billing',
    what: 'invoices and their refunds',
    keptFor: `${RETENTION.invoiceYears} years`,
    run: async (now) => {
      const old = Invoice.query()
        .where('createdAt', '<', olderThan(now, { years: RETENTION.invoiceYears }))
        .select('id')
      await Refund.query().whereIn('invoiceId', old).delete()
      return deletedCount(
        await Invoice.query()
          .where('createdAt', '<', olderThan(now, { years: RETENTION.invoiceYears }))
          .delete()
      )
    },
  },
]
