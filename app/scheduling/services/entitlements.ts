import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { LIVE_SESSION_STATUSES, type Entitlement } from '#business/sessions'
import {
  FREE_FIRST_CALLS,
  MONTHLY_CALL_QUOTA,
  PRO_CALLS_PER_MENTOR_PER_MONTH,
  type Plan,
} from '#business/pricing'
import { toDbInstant } from '#database/columns'
import { activePlan } from '#billing/index'
import { releaseRewardOfSession, unusedFreeSessionReward } from '#referrals/index'
import MentoringSession from '#scheduling/models/mentoring_session'

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
 * Booking reads the credits inside its transaction, after locking the
 * mentee's booking guard, so two concurrent bookings cannot both see the same
 * credit; the partial unique index on the free call and referrals'
 * claimRewardForSession (in the same transaction: a reward is spent once, on
 * one session) back that up in the database itself.
 */
export type EntitlementChoice = {
  kind: Entitlement
  subscriptionId: number | null
  rewardId: number | null
}

/** A subscription that gives a plan now (billing's activePlan). */
export type ActivePlan = { id: number; plan: Plan }

/** What a mentee has used, as far as the next booking with one mentor is concerned. */
export type MenteeCredits = {
  /** Free calls not given back. */
  freeCalls: number
  /** The first unused free-session reward, or null. */
  rewardId: number | null
  /** Plan calls not given back in the booking month, with anyone and with this mentor. */
  planCalls: number
  planCallsWithMentor: number
  /** Live sessions of the mentee overlapping the asked time (0 without one). */
  clashes: number
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

/**
 * The mentee's credits in one read of their sessions (a booking runs it
 * under its lock: one statement instead of one per credit), with the clash
 * count for `during` when given, and their unused free-session reward
 * (referrals' own read, in the same transaction).
 */
export async function menteeCredits(
  client: QueryClientContract,
  menteeUserId: number,
  mentorUserId: number,
  month: string,
  during?: { start: DateTime; end: DateTime }
): Promise<MenteeCredits> {
  const live = LIVE_SESSION_STATUSES.map(() => '?').join(', ')
  const unreturned = (entitlement: Entitlement) =>
    `entitlement_returned_at is null and entitlement = '${entitlement}'`
  const [row] = await client
    .from('mentoring_sessions')
    .where('mentee_user_id', menteeUserId)
    .select(
      client.raw(`count(case when ${unreturned('free_call')} then 1 end) as free_calls`),
      client.raw(
        `count(case when ${unreturned('subscription')} and booked_month = ? then 1 end) as plan_calls`,
        [month]
      ),
      client.raw(
        `count(case when ${unreturned('subscription')} and booked_month = ? and mentor_user_id = ? then 1 end) as plan_calls_with_mentor`,
        [month, mentorUserId]
      ),
      during
        ? client.raw(
            `count(case when status in (${live}) and starts_at < ? and ends_at > ? then 1 end) as clashes`,
            [...LIVE_SESSION_STATUSES, toDbInstant(during.end), toDbInstant(during.start)]
          )
        : client.raw('0 as clashes')
    )
  return {
    freeCalls: Number(row.free_calls),
    rewardId: await unusedFreeSessionReward(client, menteeUserId),
    planCalls: Number(row.plan_calls),
    planCallsWithMentor: Number(row.plan_calls_with_mentor),
    clashes: Number(row.clashes),
  }
}

/**
 * The credit the next booking would use, or null when there is none: the
 * free call first, then a reward, then the plan.
 */
export function chooseEntitlement(
  credits: MenteeCredits,
  plan: ActivePlan | null
): EntitlementChoice | null {
  if (credits.freeCalls < FREE_FIRST_CALLS) {
    return { kind: 'free_call', subscriptionId: null, rewardId: null }
  }
  if (credits.rewardId !== null) {
    return { kind: 'free_session_reward', subscriptionId: null, rewardId: credits.rewardId }
  }
  if (!plan) return null
  const quota = MONTHLY_CALL_QUOTA[plan.plan]
  // Unlimited calls with different mentors; a few per mentor per month.
  const used = quota === null ? credits.planCallsWithMentor : credits.planCalls
  if (used >= (quota ?? PRO_CALLS_PER_MENTOR_PER_MONTH)) return null
  return { kind: 'subscription', subscriptionId: plan.id, rewardId: null }
}

/**
 * Why a booking has no credit: PRO's one call with this mentor this month is
 * used (other mentors stay open, this one again next month), or nothing at all
 * is left (the plans are the way on).
 */
export type BookingRefusal = 'mentor_monthly_limit' | 'no_credit'

/** The reason `chooseEntitlement` found no credit. */
export function refusalOf(credits: MenteeCredits, plan: ActivePlan | null): BookingRefusal {
  const perMentor = plan !== null && MONTHLY_CALL_QUOTA[plan.plan] === null
  return perMentor && credits.planCallsWithMentor >= PRO_CALLS_PER_MENTOR_PER_MONTH
    ? 'mentor_monthly_limit'
    : 'no_credit'
}

/**
 * The credit the next booking of `menteeUserId` with `mentorUserId` would use,
 * or why there is none.
 */
export async function bookingCoverage(
  menteeUserId: number,
  mentorUserId: number,
  month: string,
  now: DateTime = DateTime.utc(),
  client: QueryClientContract = db.connection()
): Promise<{ entitlement: EntitlementChoice | null; refusal: BookingRefusal | null }> {
  const credits = await menteeCredits(client, menteeUserId, mentorUserId, month)
  const needsPlan = credits.freeCalls >= FREE_FIRST_CALLS && credits.rewardId === null
  const plan = needsPlan ? await activePlan(menteeUserId, now, client) : null
  const entitlement = chooseEntitlement(credits, plan)
  return { entitlement, refusal: entitlement ? null : refusalOf(credits, plan) }
}

/**
 * The first instant of the month after `now` in the mentee's zone: when a
 * monthly credit (PRO's call with one mentor, BASE's call) comes back.
 */
export function nextBookingMonthStart(now: DateTime, timeZone: string) {
  const local = now.setZone(timeZone)
  return (local.isValid ? local : now.toUTC()).startOf('month').plus({ months: 1 })
}

/** Whether a subscription paid for a session yet (billing refuses its refund once it has). */
export async function bookedWithSubscription(subscriptionId: number): Promise<boolean> {
  const booked = await MentoringSession.query()
    .where('subscriptionId', subscriptionId)
    .where('entitlement', 'subscription')
    .first()
  return booked !== null
}

/**
 * Gives the mentee back what a session used (free call, plan call or reward), once: the
 * conditional update on `entitlement_returned_at` lets only the first caller release a reward.
 * Whether the rules allow it is the caller's (a cancellation, a mentor's no-show).
 */
export async function giveCreditBack(
  trx: TransactionClientContract,
  session: Pick<MentoringSession, 'id' | 'entitlement'>,
  now: DateTime
) {
  if (!session.entitlement) return false
  const returned = await trx
    .from('mentoring_sessions')
    .where('id', session.id)
    .whereNull('entitlement_returned_at')
    .update({ entitlement_returned_at: toDbInstant(now) })
  if (Number(returned) !== 1) return false
  if (session.entitlement === 'free_session_reward') {
    await releaseRewardOfSession(trx, session.id)
  }
  return true
}
