import type { HttpContext } from '@adonisjs/core/http'
import { handleStripeEvent, verifiedEvent } from '#billing/services/stripe_webhooks'

/** POST /webhooks/stripe: Stripe's events, signature verified over the raw body. */
export default class WebhooksController {
  async stripe({ request }: HttpContext) {
    const event = verifiedEvent(request.raw() ?? '', request.header('stripe-signature'))
    const result = await handleStripeEvent(event)
    return { received: true, duplicate: result === 'duplicate' }
  }
}
