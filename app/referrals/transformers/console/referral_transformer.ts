import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { DEFAULT_LOCALE } from '#business/app'
import { formerMemberName, readerLocale } from '#accounts/index'
import { DATE_TIME, exactly, INTEGER, nullable, STRING } from '#core/services/schema_parts'
import {
  fullName,
  instantOf,
  isoOf,
  numberOrNull,
  textOrNull,
  type ConsoleRow,
} from '#core/services/record_values'

/** A referral in the console (the API document's AdminReferralsRecord). */
export const consoleReferralSchema = exactly({
  id: INTEGER,
  referrerUserId: nullable(INTEGER),
  referrerName: nullable(STRING),
  referredUserId: nullable(INTEGER),
  referredName: nullable(STRING),
  code: nullable(STRING),
  status: nullable(STRING),
  createdAt: DATE_TIME,
  convertedAt: nullable(DATE_TIME),
  expiresAt: nullable(DATE_TIME),
})

/**
 * A referral with both members' names (`Data.Referrals.Console.Referral`); a referred friend
 * who deleted their account is a former member.
 */
export default class ReferralTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleReferralSchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      referrerUserId: numberOrNull(row.referrer_user_id),
      referrerName: fullName(row.referrer_first_name, row.referrer_last_name),
      referredUserId: numberOrNull(row.referred_user_id),
      referredName:
        row.referred_user_id === null || row.referred_user_id === undefined
          ? formerMemberName(readerLocale(DEFAULT_LOCALE))
          : fullName(row.referred_first_name, row.referred_last_name),
      code: textOrNull(row.code),
      status: textOrNull(row.status),
      createdAt: instantOf(row.created_at),
      convertedAt: isoOf(row.converted_at),
      expiresAt: isoOf(row.expires_at),
    }
  }
}
