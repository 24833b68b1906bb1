import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { DATE_TIME, exactly, INTEGER, nullable, STRING } from '#core/services/schema_parts'
import {
  fullName,
  instantOf,
  isoOf,
  numberOf,
  numberOrNull,
  textOrNull,
  type ConsoleRow,
} from '#core/services/record_values'

/** A referrer's reward in the console (the API document's AdminRewardsRecord). */
export const consoleRewardSchema = exactly({
  id: INTEGER,
  referrerUserId: nullable(INTEGER),
  referrerName: nullable(STRING),
  referralId: nullable(INTEGER),
  type: nullable(STRING),
  amountCents: nullable(INTEGER),
  status: nullable(STRING),
  attempts: nullable(INTEGER),
  lastError: nullable(STRING),
  processedAt: nullable(DATE_TIME),
  createdAt: DATE_TIME,
})

/** A reward with its referrer's name (`Data.Referrals.Console.Reward`). */
export default class RewardTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleRewardSchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      referrerUserId: numberOrNull(row.referrer_user_id),
      referrerName: fullName(row.referrer_first_name, row.referrer_last_name),
      referralId: numberOrNull(row.referral_id),
      type: textOrNull(row.type),
      amountCents: numberOf(row.amount_cents),
      status: textOrNull(row.status),
      attempts: numberOf(row.attempts),
      lastError: textOrNull(row.last_error),
      processedAt: isoOf(row.processed_at),
      createdAt: instantOf(row.created_at),
    }
  }
}
