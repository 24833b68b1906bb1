import db from '@adonisjs/lucid/services/db'
import { joinMemberName } from '#accounts/index'
import { BILLING_PERIODS, PLANS, SUBSCRIPTION_STATUSES } from '#business/pricing'
import {
  boolOf,
  dateFilters,
  equalsFilter,
  fullName,
  isoOf,
  type ResourceDefinition,
  type Row,
} from '#core/services/admin_resources'

/*
| Subscriptions, billing's resource of the admin console (read-only: members
| change their own from the payments page).
*/

function query() {
  const subscriptions = db
    .from('subscriptions as s')
    .select(
      's.id',
      's.user_id',
      's.plan',
      's.period',
      's.status',
      's.price_cents',
      's.currency',
      's.current_period_start',
      's.current_period_end',
      's.cancel_at_period_end',
      's.started_at',
      's.cancelled_at',
      's.stripe_subscription_id',
      's.created_at'
    )
  return joinMemberName(subscriptions, { on: 's.user_id', as: 'member', also: ['email'] })
}

function subscriptionRecord(row: Row) {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    userName: fullName(row.member_first_name, row.member_last_name),
    userEmail: row.member_email,
    plan: row.plan,
    period: row.period,
    status: row.status,
    priceCents: Number(row.price_cents),
    currency: row.currency,
    currentPeriodStart: isoOf(row.current_period_start),
    currentPeriodEnd: isoOf(row.current_period_end),
    cancelAtPeriodEnd: boolOf(row.cancel_at_period_end),
    startedAt: isoOf(row.started_at),
    cancelledAt: isoOf(row.cancelled_at),
    stripeSubscriptionId: row.stripe_subscription_id ?? null,
    createdAt: isoOf(row.created_at),
  }
}

export const subscriptions: ResourceDefinition = {
  name: 'subscriptions',
  query,
  idColumn: 's.id',
  sortColumns: {
    id: 's.id',
    plan: 's.plan',
    status: 's.status',
    currentPeriodEnd: 's.current_period_end',
    createdAt: 's.created_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    plan: equalsFilter('s.plan', 'string', PLANS),
    status: equalsFilter('s.status', 'string', SUBSCRIPTION_STATUSES),
    period: equalsFilter('s.period', 'string', BILLING_PERIODS),
    userId: equalsFilter('s.user_id', 'number'),
    ...dateFilters('createdAt', 's.created_at'),
  },
  toRecords: (rows) => rows.map(subscriptionRecord),
}
