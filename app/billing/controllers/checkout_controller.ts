import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'
import { checkoutValidator } from '#billing/validators/checkout'
import { startCheckout } from '#billing/services/checkout'
import CheckoutRedirectTransformer from '#billing/transformers/checkout_redirect_transformer'
import type { Locale } from '#business/app'

/** Starts the checkout of the chosen plan: answers the URL to go to. */
export default class CheckoutController {
  async store(ctx: HttpContext) {
    const { plan, period } = await ctx.request.validateUsing(checkoutValidator, {
      messagesProvider: formMessages(ctx, 'billing'),
    })
    const user = ctx.auth.getUserOrFail()
    const next = await startCheckout(user, plan, period, ctx.i18n.locale as Locale)
    return new CheckoutRedirectTransformer(next).toObject()
  }
}
