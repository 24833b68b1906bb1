import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Entitlement } from '#business/sessions'
import {
  FREE_FIRST_CALLS,
  MONTHLY_CALL_QUOTA,
  PRO_CALLS_PER_MENTOR_PER_MONTH,
} from '#business/pricing'
import { activeSubscription } from '#billing/services/plans'

/**
 * What lets a mentee book a call (product decisions, "Plans"): the one-time
 * free first call, a free-session reward, or a subscription that gives its
 * plan now (see activeSubscription: active; past due or cancelled at period
 * end only until its period ends) with quota left this month (the calendar
 * month of the booking in the mentee's time zone): BASE one call, PRO one
 * call per mentor. A credit counts as used until it is given back
 * (`entitlement_returned_at`: a session cancelled in time; the free call only
 * when the mentor, an admin or the system cancelled).
 *
 * Booking calls this inside its transaction, after locking the mentee's
 * booking guard, so two concurrent bookings cannot both see the same credit;
 * the partial unique index on the free call and the unique
 * `rewards.used_by_session_id` back that up in the database itself.
 */
export type EntitlementChoice = {
  kind: Entitlement
  subscriptionId: number | null
  rewardId: number | null
}

/**
 * 'YYYY-MM' of an instant in a zone (monthly quotas): the calendar month of
 * the booking in the mentee's zone, whatever the billing period (monthly,
 * trimestral and annual plans all give a quota per calendar month). An
 * unknown zone counts in UTC rather than failing the booking.
 */
export function bookingMonth(now: DateTime, timeZone: string) {
  const local = now.setZone(timeZone)
  return (local.isValid ? local : now.toUTC()).toFormat('yyyy-MM')
}

function unreturned(client: QueryClientContract, menteeUserId: number) {
  return client
    .from('mentoring_sessions')
    .where('mentee_user_id', menteeUserId)
    .whereNull('entitlement_returned_at')
}

async function countOf(query: ReturnType<typeof unreturned>) {
  const [row] = await query.count('* as total')
  return Number(row.total)
}

export async function hasFreeCallLeft(
  menteeUserId: number,
  client: QueryClientContract = db.connection()
) {
  const used = await countOf(unreturned(client, menteeUserId).where('entitlement', 'free_call'))
  return used < FREE_FIRST_CALLS
}

async function unusedReward(menteeUserId: number, client: QueryClientContract) {
  const reward: { id: number } | null = await client
    .from('rewards')
    .where('referrer_user_id', menteeUserId)
    .where('type', 'free_session')
    .where('status', 'processed')
    .whereNull('used_by_session_id')
    .orderBy('id', 'asc')
    .select('id')
    .first()
  return reward?.id ?? null
}

/**
 * The credit the next booking of `menteeUserId` with `mentorUserId` would use,
 * or null when they have none: the free call first, then a reward, then the plan.
 */
export async function availableEntitlement(
  menteeUserId: number,
  mentorUserId: number,
  month: string,
  now: DateTime = DateTime.utc(),
  client: QueryClientContract = db.connection()
): Promise<EntitlementChoice | null> {
  if (await hasFreeCallLeft(menteeUserId, client)) {
    return { kind: 'free_call', subscriptionId: null, rewardId: null }
  }
  const rewardId = await unusedReward(menteeUserId, client)
  if (rewardId !== null) return { kind: 'free_session_reward', subscriptionId: null, rewardId }

  const subscription = await activeSubscription(menteeUserId, now, client)
  if (!subscription) return null
  const quota = MONTHLY_CALL_QUOTA[subscription.plan]
  const usedThisMonth = unreturned(client, menteeUserId)
    .where('entitlement', 'subscription')
    .where('booked_month', month)
  if (quota === null) {
    // Unlimited calls with different mentors; a few per mentor per month.
    const withMentor = await countOf(usedThisMonth.where('mentor_user_id', mentorUserId))
    if (withMentor >= PRO_CALLS_PER_MENTOR_PER_MONTH) return null
  } else if ((await countOf(usedThisMonth)) >= quota) {
    return null
  }
  return { kind: 'subscription', subscriptionId: subscription.id, rewardId: null }
}
