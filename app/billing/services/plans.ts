import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { PLANS, type Plan } from '#business/pricing'
import { toDbInstant } from '#database/columns'
import Subscription from '#billing/models/subscription'

/**
 * The subscriptions that give a member their plan now (product decisions,
 * "Plans"). A subscription is active when its status is `active`, or when it
 * was cancelled at period end and that period has not ended yet (a
 * subscription set to end at period end stops at that instant, even before a
 * webhook updates its status).
 */
function activeSubscriptionsQuery(userId: number, now: DateTime, client?: QueryClientContract) {
  const at = toDbInstant(now)
  return Subscription.query({ client })
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
}

const rank = (plan: Plan) => PLANS.indexOf(plan)

/** The active subscription with the best plan, or null (FREE). */
export async function activeSubscription(
  userId: number,
  now: DateTime = DateTime.utc(),
  client?: QueryClientContract
) {
  const subscriptions = await activeSubscriptionsQuery(userId, now, client)
  return subscriptions.reduce<Subscription | null>(
    (best, subscription) =>
      !best || rank(subscription.plan) > rank(best.plan) ? subscription : best,
    null
  )
}

/** The plan a member has now: the best plan of their active subscriptions; FREE without one. */
export async function currentPlan(userId: number, now: DateTime = DateTime.utc()): Promise<Plan> {
  const subscription = await activeSubscription(userId, now)
  return subscription?.plan ?? 'FREE'
}

export async function isPro(userId: number, now?: DateTime) {
  return (await currentPlan(userId, now)) === 'PRO'
}
