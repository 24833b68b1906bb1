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
    user_id: Number(row.user_id),
    user_name: fullName(row.member_first_name, row.member_last_name),
    user_email: row.member_email,
    plan: row.plan,
    period: row.period,
    status: row.status,
    price_cents: Number(row.price_cents),
    currency: row.currency,
    current_period_start: isoOf(row.current_period_start),
    current_period_end: isoOf(row.current_period_end),
    cancel_at_period_end: boolOf(row.cancel_at_period_end),
    started_at: isoOf(row.started_at),
    cancelled_at: isoOf(row.cancelled_at),
    stripe_subscription_id: row.stripe_subscription_id ?? null,
    created_at: isoOf(row.created_at),
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
    current_period_end: 's.current_period_end',
    created_at: 's.created_at',
  },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    plan: equalsFilter('s.plan', 'string', PLANS),
    status: equalsFilter('s.status', 'string', SUBSCRIPTION_STATUSES),
    period: equalsFilter('s.period', 'string', BILLING_PERIODS),
    user_id: equalsFilter('s.user_id', 'number'),
    ...dateFilters('created_at', 's.created_at'),
  },
  toRecords: (rows) => rows.map(subscriptionRecord),
}
