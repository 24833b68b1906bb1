import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'
import { checkoutValidator } from '#billing/validators/checkout'
import { startCheckout } from '#billing/services/checkout'
import type { Locale } from '#business/app'

/** Starts the checkout of the chosen plan: answers the URL to go to. */
export default class CheckoutController {
  async store(ctx: HttpContext) {
    const { plan, period } = await ctx.request.validateUsing(checkoutValidator, {
      messagesProvider: formMessages(ctx, 'billing'),
    })
    return startCheckout(ctx.auth.getUserOrFail(), plan, period, ctx.i18n.locale as Locale)
  }
}
