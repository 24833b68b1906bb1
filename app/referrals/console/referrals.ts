import db from '@adonisjs/lucid/services/db'
import { formerMemberName, joinMemberName, readerLocale } from '#accounts/index'
import { DEFAULT_LOCALE } from '#business/app'
import { REFERRAL_STATUSES } from '#business/referrals'
import {
  dateFilters,
  equalsFilter,
  fullName,
  isoOf,
  numberOrNull,
  type ResourceDefinition,
  type Row,
} from '#core/services/admin_resources'

/*
| Referrals, referrals' resource of the admin console (read-only: the module
| converts and expires them), with both members' names; a referred friend who
| deleted their account is shown as a former member.
*/

function referralRecord(row: Row) {
  return {
    id: Number(row.id),
    referrerUserId: Number(row.referrer_user_id),
    referrerName: fullName(row.referrer_first_name, row.referrer_last_name),
    referredUserId: numberOrNull(row.referred_user_id),
    referredName:
      row.referred_user_id === null || row.referred_user_id === undefined
        ? formerMemberName(readerLocale(DEFAULT_LOCALE))
        : fullName(row.referred_first_name, row.referred_last_name),
    code: row.code,
    status: row.status,
    createdAt: isoOf(row.created_at),
    convertedAt: isoOf(row.converted_at),
    expiresAt: isoOf(row.expires_at),
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
  toRecords: (rows) => rows.map(referralRecord),
}
