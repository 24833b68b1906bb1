import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PricingFaq } from '#billing/services/pricing_page'

/** The pricing page's FAQ, its questions and answers as safe HTML (`Data.Billing.PricingFaq`). */
export default class PricingFaqTransformer extends BaseTransformer<PricingFaq> {
  toObject() {
    return this.pick(this.resource, ['title', 'items'])
  }
}
