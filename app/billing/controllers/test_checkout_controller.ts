import type { HttpContext } from '@adonisjs/core/http'
import {
  cancelTestCheckout,
  completeTestCheckout,
  testCheckoutView,
} from '#billing/services/checkout'

/** The in-app test-mode checkout (only while no Stripe secret is configured; 404 otherwise). */
export default class TestCheckoutController {
  async show({ auth, params }: HttpContext) {
    return testCheckoutView(auth.getUserOrFail(), String(params.id))
  }

  async complete({ auth, params }: HttpContext) {
    return completeTestCheckout(auth.getUserOrFail(), String(params.id))
  }

  async cancel({ auth, params }: HttpContext) {
    return cancelTestCheckout(auth.getUserOrFail(), String(params.id))
  }
}
