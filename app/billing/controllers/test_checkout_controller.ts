import type { HttpContext } from '@adonisjs/core/http'
import {
  cancelTestCheckout,
  completeTestCheckout,
  testCheckoutView,
} from '#billing/services/checkout'
import TestCheckoutTransformer from '#billing/transformers/test_checkout_transformer'
import CheckoutRedirectTransformer from '#billing/transformers/checkout_redirect_transformer'

/** The in-app test-mode checkout (only while no Stripe secret is configured; 404 otherwise). */
export default class TestCheckoutController {
  /** The checkout and its quote, as its page shows them. */
  async show({ auth, params }: HttpContext) {
    const checkout = await testCheckoutView(auth.getUserOrFail(), String(params.id))
    return new TestCheckoutTransformer(checkout).toObject()
  }

  async complete({ auth, params }: HttpContext) {
    const next = await completeTestCheckout(auth.getUserOrFail(), String(params.id))
    return new CheckoutRedirectTransformer(next).toObject()
  }

  async cancel({ auth, params }: HttpContext) {
    const next = await cancelTestCheckout(auth.getUserOrFail(), String(params.id))
    return new CheckoutRedirectTransformer(next).toObject()
  }
}
