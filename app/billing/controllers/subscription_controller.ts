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
import SubscriptionOverviewTransformer from '#billing/transformers/subscription_overview_transformer'
import type { SubscriptionOverview } from '#billing/services/subscription_view'

/** The payments overview as the page has it. */
const overviewOut = (overview: SubscriptionOverview) =>
  new SubscriptionOverviewTransformer(overview).toObject()

/** The member's subscription and its actions; each answers the payments overview. */
export default class SubscriptionController {
  async show({ auth }: HttpContext) {
    return overviewOut(await subscriptionOverview(auth.getUserOrFail()))
  }

  async cancel({ auth }: HttpContext) {
    return overviewOut(await cancelSubscription(auth.getUserOrFail()))
  }

  async resume({ auth }: HttpContext) {
    return overviewOut(await resumeSubscription(auth.getUserOrFail()))
  }

  async change(ctx: HttpContext) {
    const { plan, period } = await ctx.request.validateUsing(changePlanValidator, {
      messagesProvider: formMessages(ctx, 'billing'),
    })
    return overviewOut(await changePlan(ctx.auth.getUserOrFail(), plan, period))
  }

  async refund({ auth }: HttpContext) {
    return overviewOut(await requestRefund(auth.getUserOrFail()))
  }
}
