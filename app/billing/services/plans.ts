import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { PLANS, type Plan } from '#business/pricing'
import { toDbInstant } from '#database/columns'
import Subscription from '#billing/models/subscription'

/**
 * The subscriptions that give a member their plan now (product decisions,
 * "Plans"; issue 6: "a past-due or cancelled subscription stops new bookings
 * after its period"):
 *
 * - `active`: until further notice, except when it is set to end at period
 *   end: then only until that instant, even before a webhook updates its
 *   status;
 * - `past_due` (a renewal payment failed, Stripe is retrying): still counts
 *   until the end of its current period, not after;
 * - `cancelled` at period end: counts until that end; cancelled outright
 *   (refund, deleted at once) gives nothing;
 * - `inactive` (checkout never completed) gives nothing.
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
        .orWhere((pastDue) => {
          pastDue.where('status', 'past_due').where('currentPeriodEnd', '>', at)
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

function best<T extends { plan: Plan }>(subscriptions: T[]) {
  return subscriptions.reduce<T | null>(
    (found, subscription) =>
      !found || rank(subscription.plan) > rank(found.plan) ? subscription : found,
    null
  )
}

/** The active subscription with the best plan, or null (FREE). */
export async function activeSubscription(
  userId: number,
  now: DateTime = DateTime.utc(),
  client?: QueryClientContract
) {
  return best(await activeSubscriptionsQuery(userId, now, client))
}

/**
 * The same subscription's id and plan as plain values, or null: what a
 * booking needs, read on every one of them without building the model.
 */
export async function activePlan(
  userId: number,
  now: DateTime = DateTime.utc(),
  client?: QueryClientContract
): Promise<{ id: number; plan: Plan } | null> {
  const rows = await activeSubscriptionsQuery(userId, now, client)
    .select('id', 'plan')
    .pojo<{ id: number | string; plan: Plan }>()
  return best(rows.map((row) => ({ id: Number(row.id), plan: row.plan })))
}

/** The plan a member has now: the best plan of their active subscriptions; FREE without one. */
export async function currentPlan(userId: number, now: DateTime = DateTime.utc()): Promise<Plan> {
  const subscription = await activeSubscription(userId, now)
  return subscription?.plan ?? 'FREE'
}

export async function isPro(userId: number, now?: DateTime) {
  return (await currentPlan(userId, now)) === 'PRO'
}
