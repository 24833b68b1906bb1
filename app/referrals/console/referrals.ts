import db from '@adonisjs/lucid/services/db'
import { joinMemberName } from '#accounts/index'
import { REFERRAL_STATUSES } from '#business/referrals'
import {
  dateFilters,
  equalsFilter,
  fullName,
  isoOf,
  type ResourceDefinition,
  type Row,
} from '#core/services/admin_resources'

/*
| Referrals, referrals' resource of the admin console (read-only: the module
| converts and expires them), with both members' names.
*/

function referralRecord(row: Row) {
  return {
    id: Number(row.id),
    referrer_user_id: Number(row.referrer_user_id),
    referrer_name: fullName(row.referrer_first_name, row.referrer_last_name),
    referred_user_id: Number(row.referred_user_id),
    referred_name: fullName(row.referred_first_name, row.referred_last_name),
    code: row.code,
    status: row.status,
    created_at: isoOf(row.created_at),
    converted_at: isoOf(row.converted_at),
    expires_at: isoOf(row.expires_at),
  }
}

export const referrals: ResourceDefinition = {
  name: 'referrals',
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
      { on: 'r.referred_user_id', as: 'referred' }
    ),
  idColumn: 'r.id',
  sortColumns: {
    id: 'r.id',
    status: 'r.status',
    created_at: 'r.created_at',
    converted_at: 'r.converted_at',
  },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    status: equalsFilter('r.status', 'string', REFERRAL_STATUSES),
    referrer_user_id: equalsFilter('r.referrer_user_id', 'number'),
    referred_user_id: equalsFilter('r.referred_user_id', 'number'),
    ...dateFilters('created_at', 'r.created_at'),
  },
  toRecords: (rows) => rows.map(referralRecord),
}
