import db from '@adonisjs/lucid/services/db'
import { joinMemberName } from '#accounts/index'
import { REWARD_STATUSES, REWARD_TYPES } from '#business/referrals'
import { equalsFilter, type ResourceDefinition } from '#core/services/admin_resources'
import RewardTransformer, {
  consoleRewardSchema,
} from '#referrals/transformers/console/reward_transformer'

/*
| Referrers' rewards, referrals' resource of the admin console (read-only:
| the module's job processes them), with the referrer's name.
*/

export const rewards: ResourceDefinition = {
  name: 'rewards',
  schema: consoleRewardSchema,
  transformer: RewardTransformer,
  query: () =>
    joinMemberName(
      db
        .from('rewards as w')
        .select(
          'w.id',
          'w.referrer_user_id',
          'w.referral_id',
          'w.type',
          'w.amount_cents',
          'w.status',
          'w.attempts',
          'w.last_error',
          'w.processed_at',
          'w.created_at'
        ),
      { on: 'w.referrer_user_id', as: 'referrer' }
    ),
  idColumn: 'w.id',
  sortColumns: {
    id: 'w.id',
    type: 'w.type',
    status: 'w.status',
    processedAt: 'w.processed_at',
    createdAt: 'w.created_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: equalsFilter('w.status', 'string', REWARD_STATUSES),
    type: equalsFilter('w.type', 'string', REWARD_TYPES),
    referrerUserId: equalsFilter('w.referrer_user_id', 'number'),
    referralId: equalsFilter('w.referral_id', 'number'),
  },
}
