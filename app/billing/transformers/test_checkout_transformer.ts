import { BaseTransformer } from '@adonisjs/core/transformers'
import type { TestCheckoutView } from '#billing/services/checkout'

/** The test-mode checkout page: the checkout and what it would charge (`Data.Billing.TestCheckout`). */
export default class TestCheckoutTransformer extends BaseTransformer<TestCheckoutView> {
  toObject() {
    const { quote } = this.resource
    return {
      id: this.resource.id,
      status: this.resource.status,
      quote: {
        plan: quote.plan,
        period: quote.period,
        listCents: quote.listCents,
        discount: quote.discount && { kind: quote.discount.kind, percent: quote.discount.percent },
        setAside: quote.setAside,
        firstPaymentCents: quote.firstPaymentCents,
        currency: quote.currency,
      },
    }
  }
}
