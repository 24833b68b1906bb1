import type { HttpContext } from '@adonisjs/core/http'
import {
  subscriptionOverview,
  type SubscriptionOverview,
} from '#billing/services/subscription_view'
import SubscriptionOverviewTransformer from '#billing/transformers/subscription_overview_transformer'

/**
 * Settings > Payments and subscription: the plan, the subscription and the
 * billing history. A failure to read them still renders the page, with
 * 'Failed to load subscription information' and a retry.
 */
export default class PaymentsPageController {
  async show({ auth, inertia, logger }: HttpContext) {
    let overview: SubscriptionOverview | null = null
    try {
      overview = await subscriptionOverview(auth.getUserOrFail())
    } catch (error) {
      logger.error({ err: error }, 'payments page: cannot load the subscription')
    }
    return inertia.render('billing/settings/payments', {
      overview: SubscriptionOverviewTransformer.transform(overview),
    })
  }
}
