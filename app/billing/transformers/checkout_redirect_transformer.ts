import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * Where the member goes next in a checkout (`{ url }`): Stripe's hosted page or the test-mode
 * one when it starts, the outcome page when a test-mode checkout is paid or abandoned.
 */
export default class CheckoutRedirectTransformer extends BaseTransformer<{ url: string }> {
  toObject() {
    return this.pick(this.resource, ['url'])
  }
}
