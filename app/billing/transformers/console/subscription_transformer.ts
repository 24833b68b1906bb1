import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { BOOLEAN, DATE_TIME, exactly, INTEGER, nullable, STRING } from '#core/services/schema_parts'
import {
  boolOf,
  fullName,
  instantOf,
  isoOf,
  numberOf,
  numberOrNull,
  textOrNull,
  type ConsoleRow,
} from '#core/services/record_values'

/** A subscription in the console (the API document's AdminSubscriptionsRecord). */
export const consoleSubscriptionSchema = exactly({
  id: INTEGER,
  userId: nullable(INTEGER),
  userName: nullable(STRING),
  userEmail: nullable(STRING),
  plan: nullable(STRING),
  period: nullable(STRING),
  status: nullable(STRING),
  priceCents: nullable(INTEGER),
  currency: nullable(STRING),
  currentPeriodStart: nullable(DATE_TIME),
  currentPeriodEnd: nullable(DATE_TIME),
  cancelAtPeriodEnd: nullable(BOOLEAN),
  startedAt: nullable(DATE_TIME),
  cancelledAt: nullable(STRING),
  stripeSubscriptionId: nullable(STRING),
  createdAt: DATE_TIME,
})

/** A subscription with its member (`Data.Billing.Console.Subscription`). */
export default class SubscriptionTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleSubscriptionSchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      userId: numberOrNull(row.user_id),
      userName: fullName(row.member_first_name, row.member_last_name),
      userEmail: textOrNull(row.member_email),
      plan: textOrNull(row.plan),
      period: textOrNull(row.period),
      status: textOrNull(row.status),
      priceCents: numberOf(row.price_cents),
      currency: textOrNull(row.currency),
      currentPeriodStart: isoOf(row.current_period_start),
      currentPeriodEnd: isoOf(row.current_period_end),
      cancelAtPeriodEnd: boolOf(row.cancel_at_period_end),
      startedAt: isoOf(row.started_at),
      cancelledAt: isoOf(row.cancelled_at),
      stripeSubscriptionId: textOrNull(row.stripe_subscription_id),
      createdAt: instantOf(row.created_at),
    }
  }
}
