import { DateTime } from 'luxon'
import {
  DISCOUNTS,
  PERIOD_MONTHS,
  PRICES_EUR,
  type BillingPeriod,
  type Plan,
} from '#business/pricing'
import { invoiceDescription } from '#billing/services/subscription_sync'
import type { DemoContext, DemoMentee } from '#database/seeding/demo/context'
import { DAY } from '#database/seeding/sessions'

type PaidPlan = Exclude<Plan, 'FREE'>

interface DemoSubscription {
  mentee: DemoMentee
  plan: PaidPlan
  period: BillingPeriod
  startedDaysAgo: number
  /** Cancelled this many days ago, effective at the end of the period. */
  cancelledDaysAgo?: number
  /** Percent off the first payment (the referred friend's discount). */
  firstPaymentDiscount?: number
}

/**
 * Subscriptions with their paid invoices (first payment, then renewals up to
 * today), and the pricing page's waiting list.
 */
export async function seedBilling(ctx: DemoContext) {
  const veterans = ctx.bookingMentees.filter((mentee) => mentee.createdAt < ctx.nowMs - 200 * DAY)
  const plans: DemoSubscription[] = [
    { mentee: ctx.mentee, plan: 'PRO', period: 'monthly', startedDaysAgo: 50 },
    {
      mentee: ctx.story.convertedReferral,
      plan: 'BASE',
      period: 'monthly',
      startedDaysAgo: 25,
      firstPaymentDiscount: DISCOUNTS.referralPercent,
    },
    { mentee: veterans[0], plan: 'BASE', period: 'annual', startedDaysAgo: 120 },
    {
      mentee: veterans[1],
      plan: 'PRO',
      period: 'trimestral',
      startedDaysAgo: 70,
      cancelledDaysAgo: 6,
    },
    { mentee: veterans[2], plan: 'PRO', period: 'annual', startedDaysAgo: 200 },
    { mentee: veterans[3], plan: 'BASE', period: 'monthly', startedDaysAgo: 160 },
  ]

  const subscriptions = await ctx.insert(
    'subscriptions',
    plans.map((item) => {
      const startedAt = ctx.nowMs - item.startedDaysAgo * DAY
      const [periodStart, periodEnd] = currentPeriod(startedAt, item.period, ctx.nowMs)
      const cancelledAt = item.cancelledDaysAgo ? ctx.nowMs - item.cancelledDaysAgo * DAY : null
      return {
        user_id: item.mentee.id,
        plan: item.plan,
        period: item.period,
        status: 'active',
        price_cents: PRICES_EUR[item.plan][item.period] * 100,
        currency: 'EUR',
        stripe_subscription_id: null,
        stripe_checkout_session_id: null,
        current_period_start: ctx.at(periodStart),
        current_period_end: ctx.at(periodEnd),
        cancel_at_period_end: cancelledAt !== null,
        cancelled_at: cancelledAt === null ? null : ctx.at(cancelledAt),
        started_at: ctx.at(startedAt),
        created_at: ctx.at(startedAt),
        updated_at: ctx.at(cancelledAt ?? periodStart),
      }
    })
  )

  const invoices = plans.flatMap((item, index) => {
    const subscriptionId = subscriptions[index].id
    item.mentee.subscription = {
      id: subscriptionId,
      startedAt: ctx.nowMs - item.startedDaysAgo * DAY,
    }
    const price = PRICES_EUR[item.plan][item.period] * 100
    return paymentDates(item.mentee.subscription.startedAt, item.period, ctx.nowMs).map(
      (paidAt, payment) => {
        const discount = payment === 0 ? (item.firstPaymentDiscount ?? 0) : 0
        return {
          user_id: item.mentee.id,
          subscription_id: subscriptionId,
          session_id: null,
          stripe_invoice_id: null,
          stripe_payment_intent_id: null,
          amount_cents: Math.round((price * (100 - discount)) / 100),
          currency: 'EUR',
          status: 'paid',
          // Worded as the app words the invoices it writes.
          description: invoiceDescription(item.plan, item.period, payment > 0),
          plan: item.plan,
          period: item.period,
          is_renewal: payment > 0,
          paid_at: ctx.at(paidAt),
          created_at: ctx.at(paidAt),
          updated_at: ctx.at(paidAt),
        }
      }
    )
  })
  await ctx.insert('invoices', invoices)

  await ctx.insert('waiting_list_entries', [
    waitingListEntry(ctx, 'giorgia.neri@example.com', 'it', 3),
    waitingListEntry(ctx, 'sam.porter@example.org', 'en', 1),
  ])
}

function waitingListEntry(ctx: DemoContext, email: string, locale: string, daysAgo: number) {
  const at = ctx.at(ctx.nowMs - daysAgo * DAY)
  return { email: email.toLowerCase(), locale, created_at: at, updated_at: at }
}

function addPeriods(epochMs: number, period: BillingPeriod, count: number) {
  return DateTime.fromMillis(epochMs, { zone: 'utc' })
    .plus({ months: PERIOD_MONTHS[period] * count })
    .toMillis()
}

/** Start and end of the billing period that contains `nowMs`. */
function currentPeriod(startedAt: number, period: BillingPeriod, nowMs: number) {
  let index = 0
  while (addPeriods(startedAt, period, index + 1) <= nowMs) {
    index++
  }
  return [addPeriods(startedAt, period, index), addPeriods(startedAt, period, index + 1)]
}

/** The first payment and each renewal up to now. */
function paymentDates(startedAt: number, period: BillingPeriod, nowMs: number) {
  const dates: number[] = []
  for (let index = 0; addPeriods(startedAt, period, index) <= nowMs; index++) {
    dates.push(addPeriods(startedAt, period, index))
  }
  return dates
}
