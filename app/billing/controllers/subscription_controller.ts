import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'
import { changePlanValidator } from '#billing/validators/checkout'
import { subscriptionOverview } from '#billing/services/subscription_view'
import {
  cancelSubscription,
  changePlan,
  requestRefund,
  resumeSubscription,
} from '#billing/services/subscription_actions'

/** The member's subscription and its actions; each answers the payments overview. */
export default class SubscriptionController {
  async show({ auth }: HttpContext) {
    return subscriptionOverview(auth.getUserOrFail())
  }

  async cancel({ auth }: HttpContext) {
    return cancelSubscription(auth.getUserOrFail())
  }

  async resume({ auth }: HttpContext) {
    return resumeSubscription(auth.getUserOrFail())
  }

  async change(ctx: HttpContext) {
    const { plan, period } = await ctx.request.validateUsing(changePlanValidator, {
      messagesProvider: formMessages(ctx, 'billing'),
    })
    return changePlan(ctx.auth.getUserOrFail(), plan, period)
  }

  async refund({ auth }: HttpContext) {
    return requestRefund(auth.getUserOrFail())
  }
}
