import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { ADMIN_ANALYTICS_RULES } from '#business/admin'
import { CURRENCY } from '#business/pricing'
import { BOOKED_SESSION_STATUSES } from '#business/sessions'
import { AppError } from '#core/errors'
import { toDbInstant, utcMillis } from '#database/columns'
import { fullName } from '#core/services/admin_resources'

/*
| The console's overview over a period of whole UTC days: totals, one
| figure per day for the charts (days without activity at zero), active
| subscriptions by plan and the mentors with most sessions. Rows of the
| period are read with only the columns a figure needs and grouped by UTC
| day here, the same on SQLite and PostgreSQL; a period is at most
| ADMIN_ANALYTICS_RULES.maxDays long, which bounds the work.
*/

export type Period = { from: DateTime; to: DateTime }

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

/** Every day of the period, as YYYY-MM-DD. */
function daysOf(period: Period) {
  const days: string[] = []
  for (let day = period.from; day <= period.to; day = day.plus({ days: 1 })) {
    days.push(day.toISODate()!)
  }
  return days
}

function utcDay(value: unknown) {
  return new Date(utcMillis(value)).toISOString().slice(0, 10)
}

/** Sums `amount` of each row by the UTC day of its `at`, over every day of the period. */
function perDay(days: string[], rows: { at: unknown; amount?: unknown }[]) {
  const sums = new Map(days.map((day) => [day, 0]))
  for (const row of rows) {
    const day = utcDay(row.at)
    if (sums.has(day))
      sums.set(day, sums.get(day)! + (row.amount === undefined ? 1 : Number(row.amount)))
  }
  return sums
}

async function count(query: any) {
  const row = await query.count('* as total').first()
  return Number(row?.total ?? 0)
}

export async function analyticsOverview(period: Period) {
  const start = toDbInstant(period.from)
  const end = toDbInstant(period.to.plus({ days: 1 }))
  const within = <Query extends { where: (...args: any[]) => Query }>(
    query: Query,
    column: string
  ) => query.where(column, '>=', start).where(column, '<', end)
  const days = daysOf(period)

  const [signupRows, bookingRows, paymentRows, refundRows, conversionRows] = await Promise.all([
    within(db.from('users').select('created_at as at'), 'created_at'),
    within(db.from('mentoring_sessions').select('created_at as at'), 'created_at'),
    within(
      db
        .from('invoices')
        .whereNotNull('paid_at')
        .whereIn('status', ['paid', 'refunded', 'partially_refunded'])
        .select('paid_at as at', 'amount_cents as amount'),
      'paid_at'
    ),
    within(db.from('refunds').select('created_at as at', 'amount_cents as amount'), 'created_at'),
    within(
      db.from('referrals').where('status', 'converted').select('converted_at as at'),
      'converted_at'
    ),
  ])

  const signups = perDay(days, signupRows)
  const bookings = perDay(days, bookingRows)
  const paid = perDay(days, paymentRows)
  const refunded = perDay(days, refundRows)
  const conversions = perDay(days, conversionRows)
  const revenue = new Map(days.map((day) => [day, paid.get(day)! - refunded.get(day)!]))
  const total = (sums: Map<string, number>) => [...sums.values()].reduce((a, b) => a + b, 0)

  const [users, mentors, pendingApplications, byPlan, topMentors] = await Promise.all([
    count(db.from('users')),
    count(db.from('users').where('role', 'MENTOR')),
    count(db.from('mentor_applications').where('status', 'pending')),
    db
      .from('subscriptions')
      .where('status', 'active')
      .select('plan')
      .count('* as total')
      .groupBy('plan')
      .orderBy('plan'),
    within(db.from('mentoring_sessions as s'), 's.starts_at')
      .join('users as u', 'u.id', 's.mentor_user_id')
      .leftJoin('mentor_profiles as p', 'p.user_id', 's.mentor_user_id')
      .whereIn('s.status', [...BOOKED_SESSION_STATUSES])
      .select('s.mentor_user_id', 'u.first_name', 'u.last_name', 'p.rating')
      .count('* as sessions')
      .groupBy('s.mentor_user_id', 'u.first_name', 'u.last_name', 'p.rating')
      .orderBy('sessions', 'desc')
      .orderBy('s.mentor_user_id', 'asc')
      .limit(ADMIN_ANALYTICS_RULES.topMentors),
  ])
  const subscriptionsByPlan = byPlan.map((row: any) => ({
    plan: row.plan,
    count: Number(row.total),
  }))

  return {
    period: { from: period.from.toISODate(), to: period.to.toISODate() },
    totals: {
      users,
      mentors,
      pending_applications: pendingApplications,
      signups: total(signups),
      bookings: total(bookings),
      revenue_cents: total(revenue),
      active_subscriptions: subscriptionsByPlan.reduce((sum, row) => sum + row.count, 0),
      referral_conversions: total(conversions),
      currency: CURRENCY,
    },
    series: {
      signups: days.map((date) => ({ date, count: signups.get(date)! })),
      bookings: days.map((date) => ({ date, count: bookings.get(date)! })),
      revenue: days.map((date) => ({ date, amount_cents: revenue.get(date)! })),
      referral_conversions: days.map((date) => ({ date, count: conversions.get(date)! })),
    },
    subscriptions_by_plan: subscriptionsByPlan,
    top_mentors: topMentors.map((row: any) => ({
      id: Number(row.mentor_user_id),
      full_name: fullName(row.first_name, row.last_name),
      sessions: Number(row.sessions),
      rating: row.rating === null || row.rating === undefined ? null : Number(row.rating),
    })),
  }
}

/** GET /api/admin/analytics/overview?from=YYYY-MM-DD&to=YYYY-MM-DD */
export function showAnalyticsOverview(ctx: HttpContext) {
  const period = periodOf(ctx.request.qs(), (key, data) => ctx.i18n.t(key, data))
  return analyticsOverview(period)
}
