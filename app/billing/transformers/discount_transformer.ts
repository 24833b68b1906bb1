import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SetAsideDiscount } from '#billing/services/checkout_quotes'

/** A discount a checkout applies or sets aside: its kind and percent (`Data.Billing.Discount`). */
export default class DiscountTransformer extends BaseTransformer<SetAsideDiscount> {
  toObject() {
    return this.pick(this.resource, ['kind', 'percent'])
  }
}
