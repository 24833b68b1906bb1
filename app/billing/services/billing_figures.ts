import db from '@adonisjs/lucid/services/db'
import { perDay, withinDays, type DailyFigures, type DayRange } from '#core/services/daily_figures'

/* Billing's figures on the console's overview. */

/** Invoices whose payment counts as revenue, refunded since or not. */
const PAID_STATUSES = ['paid', 'refunded', 'partially_refunded']

/**
 * Revenue in cents on each day of the range: what was paid that day less
 * what was refunded that day (whenever it had been paid), so a day may be
 * negative.
 */
export async function revenueByDay(range: DayRange): Promise<DailyFigures> {
  const [paymentRows, refundRows] = await Promise.all([
    withinDays(
      db
        .from('invoices')
        .whereNotNull('paid_at')
        .whereIn('status', PAID_STATUSES)
        .select('paid_at as at', 'amount_cents as amount'),
      'paid_at',
      range
    ),
    withinDays(
      db.from('refunds').select('created_at as at', 'amount_cents as amount'),
      'created_at',
      range
    ),
  ])
  const paid = perDay(range, paymentRows)
  const refunded = perDay(range, refundRows)
  return new Map([...paid].map(([day, cents]) => [day, cents - refunded.get(day)!]))
}

/** How many subscriptions are active, per plan (plans without one left out), by plan. */
export async function activeSubscriptionsByPlan(): Promise<{ plan: string; count: number }[]> {
  const rows = await db
    .from('subscriptions')
    .where('status', 'active')
    .select('plan')
    .count('* as total')
    .groupBy('plan')
    .orderBy('plan')
  return rows.map((row: any) => ({ plan: row.plan, count: Number(row.total) }))
}
