import db from '@adonisjs/lucid/services/db'
import { joinMemberName } from '#accounts/index'
import { BILLING_PERIODS, PLANS, SUBSCRIPTION_STATUSES } from '#business/pricing'
import { dateFilters, equalsFilter, type ResourceDefinition } from '#core/services/admin_resources'
import SubscriptionTransformer, {
  consoleSubscriptionSchema,
} from '#billing/transformers/console/subscription_transformer'

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

export const subscriptions: ResourceDefinition = {
  name: 'subscriptions',
  schema: consoleSubscriptionSchema,
  transformer: SubscriptionTransformer,
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
}
