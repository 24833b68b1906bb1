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
    referrerUserId: Number(row.referrer_user_id),
    referrerName: fullName(row.referrer_first_name, row.referrer_last_name),
    referralId: numberOrNull(row.referral_id),
    type: row.type,
    amountCents: Number(row.amount_cents),
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error ?? null,
    processedAt: isoOf(row.processed_at),
    createdAt: isoOf(row.created_at),
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
  toRecords: (rows) => rows.map(rewardRecord),
}
