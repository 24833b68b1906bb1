import { DateTime } from 'luxon'
import { PLANS, type Plan } from '#business/pricing'
import { toDbInstant } from '#database/columns'
import Subscription from '#billing/models/subscription'

/**
 * The plan a member has now (product decisions, "Plans"): the best plan of
 * their active subscriptions; FREE without one. A subscription is active when
 * its status is `active`, or when it was cancelled at period end and that
 * period has not ended yet (a subscription set to end at period end stops at
 * that instant, even before a webhook updates its status).
 */
export async function currentPlan(userId: number, now: DateTime = DateTime.utc()): Promise<Plan> {
  const at = toDbInstant(now)
  const subscriptions = await Subscription.query()
    .where('userId', userId)
    .where((active) => {
      active
        .where((running) => {
          // Set to end at period end: active only until then, whatever the status says yet.
          running.where('status', 'active').where((notEnded) => {
            notEnded
              .where('cancelAtPeriodEnd', false)
              .orWhereNull('currentPeriodEnd')
              .orWhere('currentPeriodEnd', '>', at)
          })
        })
        .orWhere((endingLater) => {
          endingLater
            .where('status', 'cancelled')
            .where('cancelAtPeriodEnd', true)
            .where('currentPeriodEnd', '>', at)
        })
    })
    .select('plan')
  return subscriptions.reduce<Plan>(
    (best, { plan }) => (PLANS.indexOf(plan) > PLANS.indexOf(best) ? plan : best),
    'FREE'
  )
}

export async function isPro(userId: number, now?: DateTime) {
  return (await currentPlan(userId, now)) === 'PRO'
}
