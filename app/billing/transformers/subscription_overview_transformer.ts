import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SubscriptionOverview } from '#billing/services/subscription_view'
import InvoiceTransformer from '#billing/transformers/invoice_transformer'
import SubscriptionTransformer from '#billing/transformers/subscription_transformer'

/**
 * Settings > Payments: the plan, the subscription and the billing history
 * (`Data.Billing.SubscriptionOverview`). The subscription calls answer the same overview, in the
 * same casing, which replaces the page's.
 */
export default class SubscriptionOverviewTransformer extends BaseTransformer<SubscriptionOverview> {
  toObject() {
    return {
      plan: this.resource.plan,
      subscription: SubscriptionTransformer.transform(this.resource.subscription),
      invoices: InvoiceTransformer.transform(this.resource.invoices),
    }
  }
}
