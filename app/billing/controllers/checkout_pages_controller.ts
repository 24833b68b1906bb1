import type { HttpContext } from '@adonisjs/core/http'
import { checkoutOutcome, testCheckoutView, type CheckoutOutcome } from '#billing/services/checkout'
import { currentPlan } from '#billing/services/plans'
import CheckoutFreePageTransformer from '#billing/transformers/checkout_free_page_transformer'
import CheckoutOutcomeTransformer from '#billing/transformers/checkout_outcome_transformer'
import TestCheckoutTransformer from '#billing/transformers/test_checkout_transformer'

/**
 * Where a checkout ends: success (the subscription, once the payment is
 * confirmed), cancelled, the free plan; and the in-app TEST MODE checkout
 * page the app uses while no Stripe secret is configured (404 otherwise).
 */
export default class CheckoutPagesController {
  /** `/checkout/success?session_id=`: Stripe's (or the test mode's) return page. */
  async success({ auth, inertia, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const sessionId = request.qs().session_id
    const outcome: CheckoutOutcome =
      typeof sessionId === 'string' && sessionId
        ? await checkoutOutcome(user, sessionId)
        : { status: 'unknown' }
    return inertia.render('billing/checkout_success', {
      outcome: CheckoutOutcomeTransformer.transform(outcome),
    })
  }

  async cancelled({ inertia }: HttpContext) {
    return inertia.render('billing/checkout_cancelled', {})
  }

  async free({ auth, inertia }: HttpContext) {
    const user = auth.getUserOrFail()
    return inertia.render(
      'billing/checkout_free',
      new CheckoutFreePageTransformer({ currentPlan: await currentPlan(user.id) }).toObject()
    )
  }

  /** `/checkout/test/:id`: what Stripe's page would show, to complete or cancel without a card. */
  async test({ auth, inertia, params }: HttpContext) {
    const checkout = await testCheckoutView(auth.getUserOrFail(), String(params.id))
    return inertia.render('billing/test_checkout', {
      checkout: TestCheckoutTransformer.transform(checkout),
    })
  }
}
