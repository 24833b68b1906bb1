import db from '@adonisjs/lucid/services/db'
import { joinMemberName } from '#accounts/index'
import { REFERRAL_STATUSES } from '#business/referrals'
import { dateFilters, equalsFilter, type ResourceDefinition } from '#core/services/admin_resources'
import ReferralTransformer, {
  consoleReferralSchema,
} from '#referrals/transformers/console/referral_transformer'

/*
| Referrals, referrals' resource of the admin console (read-only: the module
| converts and expires them), with both members' names; a referred friend who
| deleted their account is shown as a former member.
*/

export const referrals: ResourceDefinition = {
  name: 'referrals',
  schema: consoleReferralSchema,
  transformer: ReferralTransformer,
  query: () =>
    joinMemberName(
      joinMemberName(
        db
          .from('referrals as r')
          .select(
            'r.id',
            'r.referrer_user_id',
            'r.referred_user_id',
            'r.code',
            'r.status',
            'r.created_at',
            'r.converted_at',
            'r.expires_at'
          ),
        { on: 'r.referrer_user_id', as: 'referrer' }
      ),
      { on: 'r.referred_user_id', as: 'referred', optional: true }
    ),
  idColumn: 'r.id',
  sortColumns: {
    id: 'r.id',
    status: 'r.status',
    createdAt: 'r.created_at',
    convertedAt: 'r.converted_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    status: equalsFilter('r.status', 'string', REFERRAL_STATUSES),
    referrerUserId: equalsFilter('r.referrer_user_id', 'number'),
    referredUserId: equalsFilter('r.referred_user_id', 'number'),
    ...dateFilters('createdAt', 'r.created_at'),
  },
}
