import { BaseTransformer } from '@adonisjs/core/transformers'
import type { InvoiceView } from '#billing/services/subscription_view'

/** A line of the payments page's billing history (`Data.Billing.Invoice`). */
export default class InvoiceTransformer extends BaseTransformer<InvoiceView> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'date',
      'description',
      'amountCents',
      'currency',
      'status',
      'plan',
      'period',
      'isRenewal',
    ])
  }
}
