import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SubscriptionOverview } from '#billing/services/subscription_view'
import InvoiceTransformer from '#billing/transformers/invoice_transformer'
import SubscriptionTransformer from '#billing/transformers/subscription_transformer'

/**
 * Settings > Payments: the plan, the subscription and the billing history
 * (`Data.Billing.SubscriptionOverview`). The subscription calls (GET /api/subscription and its
 * actions) answer through it too, and their answer replaces the page's.
 */
export default class SubscriptionOverviewTransformer extends BaseTransformer<SubscriptionOverview> {
  toObject() {
    return {
      plan: this.resource.plan,
      subscription: this.resource.subscription
        ? new SubscriptionTransformer(this.resource.subscription).toObject()
        : null,
      invoices: this.resource.invoices.map((invoice) => new InvoiceTransformer(invoice).toObject()),
    }
  }
}
