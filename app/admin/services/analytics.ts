import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { ADMIN_ANALYTICS_RULES } from '#business/admin'
import { OUTCOME_RULES } from '#business/outcomes'
import { CURRENCY } from '#business/pricing'
import { AppError } from '#core/errors'
import { fullName } from '#core/services/record_values'
import { daysOf, type DailyFigures, type DayRange } from '#core/services/daily_figures'
import { memberCounts, signUpsByDay } from '#accounts/index'
import { conversationFigures, messagesByDay, pendingApplicationCount } from '#mentoring/index'
import { bookingsByDay, busiestMentors, outcomesByMentor, outcomesByMonth } from '#scheduling/index'
import { activeSubscriptionsByPlan, revenueByDay } from '#billing/index'
import { conversionsByDay } from '#referrals/index'
import AnalyticsOverviewTransformer from '#admin/transformers/analytics_overview_transformer'

/*
| The console's overview over a period of whole UTC days: totals, one
| figure per day for the charts (days without activity at zero), active
| subscriptions by plan, the mentors with most sessions, and the outcome
| follow-up's answers per month and per mentor. Each module
| gives its own figures (accounts the sign-ups, scheduling the bookings,
| billing the revenue, mentoring the messages: counts, never a text...); a period is at most ADMIN_ANALYTICS_RULES.maxDays
| long, which bounds their work.
*/

export type Period = DayRange

const DAY = /^\d{4}-\d{2}-\d{2}$/

function dayOf(raw: unknown) {
  if (typeof raw !== 'string' || !DAY.test(raw)) return null
  const day = DateTime.fromISO(raw, { zone: 'utc' })
  return day.isValid ? day.startOf('day') : null
}

/** Reads `from` and `to` (YYYY-MM-DD, inclusive); the last 30 days by default. */
export function periodOf(
  qs: Record<string, unknown>,
  t: (key: string, data?: Record<string, unknown>) => string,
  today: DateTime = DateTime.utc()
): Period {
  const errors: Record<string, string[]> = {}
  const given = (name: 'from' | 'to') => qs[name] !== undefined && qs[name] !== ''
  const to = given('to') ? dayOf(qs.to) : today.toUTC().startOf('day')
  if (!to) errors.to = [t('admin.analytics.errors.date')]
  const from = given('from')
    ? dayOf(qs.from)
    : (to ?? today).minus({ days: ADMIN_ANALYTICS_RULES.defaultDays - 1 })
  if (!from) errors.from = [t('admin.analytics.errors.date')]
  if (from && to) {
    const days = to.diff(from, 'days').days + 1
    if (days < 1) errors.from = [t('admin.analytics.errors.order')]
    else if (days > ADMIN_ANALYTICS_RULES.maxDays) {
      errors.to = [t('admin.analytics.errors.tooLong', { max: ADMIN_ANALYTICS_RULES.maxDays })]
    }
  }
  if (Object.keys(errors).length) {
    throw new AppError('VALIDATION_ERROR', {
      messageKey: 'admin.analytics.errors.invalid',
      errors,
    })
  }
  return { from: from!, to: to! }
}

export async function analyticsOverview(period: Period) {
  const days = daysOf(period)
  const [signups, bookings, revenue, conversions, messages] = await Promise.all([
    signUpsByDay(period),
    bookingsByDay(period),
    revenueByDay(period),
    conversionsByDay(period),
    messagesByDay(period),
  ])
  const total = (sums: DailyFigures) => [...sums.values()].reduce((a, b) => a + b, 0)

  const [members, pendingApplications, subscriptionsByPlan, topMentors, conversations] =
    await Promise.all([
      memberCounts(),
      pendingApplicationCount(),
      activeSubscriptionsByPlan(),
      busiestMentors(period, ADMIN_ANALYTICS_RULES.topMentors),
      conversationFigures(period),
    ])
  const [outcomeMonths, outcomeMentors] = await Promise.all([
    outcomesByMonth(period),
    outcomesByMentor(period, OUTCOME_RULES.consoleMentors),
  ])

  return {
    period,
    totals: {
      users: members.members,
      mentors: members.mentors,
      pendingApplications: pendingApplications,
      signups: total(signups),
      bookings: total(bookings),
      revenueCents: total(revenue),
      activeSubscriptions: subscriptionsByPlan.reduce((sum, row) => sum + row.count, 0),
      referralConversions: total(conversions),
      messages: total(messages),
      conversationsOpened: conversations.conversationsOpened,
      openConversationReports: conversations.openConversationReports,
      currency: CURRENCY,
    },
    series: {
      signups: days.map((date) => ({ date, count: signups.get(date)! })),
      bookings: days.map((date) => ({ date, count: bookings.get(date)! })),
      revenue: days.map((date) => ({ date, amountCents: revenue.get(date)! })),
      referralConversions: days.map((date) => ({ date, count: conversions.get(date)! })),
      messages: days.map((date) => ({ date, count: messages.get(date)! })),
    },
    subscriptionsByPlan: subscriptionsByPlan,
    topMentors: topMentors.map((mentor) => ({
      id: mentor.userId,
      fullName: fullName(mentor.firstName, mentor.lastName),
      sessions: mentor.sessions,
      rating: mentor.rating,
    })),
    outcomes: {
      answers: outcomeMonths.reduce((sum, month) => sum + month.answers, 0),
      positive: outcomeMonths.reduce((sum, month) => sum + month.positive, 0),
      byMonth: outcomeMonths,
      byMentor: outcomeMentors.map((mentor) => ({
        id: mentor.userId,
        fullName: fullName(mentor.firstName, mentor.lastName),
        answers: mentor.answers,
        positive: mentor.positive,
      })),
    },
  }
}

export type AnalyticsOverview = Awaited<ReturnType<typeof analyticsOverview>>

/** GET /api/admin/analytics/overview?from=YYYY-MM-DD&to=YYYY-MM-DD */
export async function showAnalyticsOverview(ctx: HttpContext) {
  const period = periodOf(ctx.request.qs(), (key, data) => ctx.i18n.t(key, data))
  return new AnalyticsOverviewTransformer(await analyticsOverview(period)).toObject()
}
