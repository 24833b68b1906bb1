import db from '@adonisjs/lucid/services/db'
import { joinMemberName } from '#accounts/index'
import { REWARD_STATUSES, REWARD_TYPES } from '#business/referrals'
import {
  equalsFilter,
  fullName,
  isoOf,
  numberOrNull,
  type ResourceDefinition,
  type Row,
} from '#core/services/admin_resources'

/*
| Referrers' rewards, referrals' resource of the admin console (read-only:
| the module's job processes them), with the referrer's name.
*/

function rewardRecord(row: Row) {
  return {
    id: Number(row.id),
    referrer_user_id: Number(row.referrer_user_id),
    referrer_name: fullName(row.referrer_first_name, row.referrer_last_name),
    referral_id: numberOrNull(row.referral_id),
    type: row.type,
    amount_cents: Number(row.amount_cents),
    status: row.status,
    attempts: Number(row.attempts),
    last_error: row.last_error ?? null,
    processed_at: isoOf(row.processed_at),
    created_at: isoOf(row.created_at),
  }
}

export const rewards: ResourceDefinition = {
  name: 'rewards',
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
    processed_at: 'w.processed_at',
    created_at: 'w.created_at',
  },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    status: equalsFilter('w.status', 'string', REWARD_STATUSES),
    type: equalsFilter('w.type', 'string', REWARD_TYPES),
    referrer_user_id: equalsFilter('w.referrer_user_id', 'number'),
    referral_id: equalsFilter('w.referral_id', 'number'),
  },
  toRecords: (rows) => rows.map(rewardRecord),
}
