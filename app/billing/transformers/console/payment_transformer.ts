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

/** A payment (an invoice) in the console (the API document's AdminPaymentsRecord). */
export const consolePaymentSchema = exactly({
  id: INTEGER,
  userId: nullable(INTEGER),
  userName: nullable(STRING),
  kind: nullable(STRING),
  subscriptionId: nullable(INTEGER),
  sessionId: nullable(INTEGER),
  amountCents: nullable(INTEGER),
  refundedCents: nullable(INTEGER),
  currency: nullable(STRING),
  status: nullable(STRING),
  plan: nullable(STRING),
  period: nullable(STRING),
  isRenewal: nullable(BOOLEAN),
  description: nullable(STRING),
  paidAt: nullable(DATE_TIME),
  createdAt: DATE_TIME,
})

/**
 * An invoice, a subscription's or a session's, with its member and what was refunded of it
 * (`Data.Billing.Console.Payment`); a member who deleted their account has no name.
 */
export default class PaymentTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consolePaymentSchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      userId: numberOrNull(row.user_id),
      userName: row.user_id === null ? null : fullName(row.member_first_name, row.member_last_name),
      kind: row.session_id === null ? 'subscription' : 'session',
      subscriptionId: numberOrNull(row.subscription_id),
      sessionId: numberOrNull(row.session_id),
      amountCents: numberOf(row.amount_cents),
      refundedCents: numberOf(row.refunded_cents),
      currency: textOrNull(row.currency),
      status: textOrNull(row.status),
      plan: textOrNull(row.plan),
      period: textOrNull(row.period),
      isRenewal: boolOf(row.is_renewal),
      description: textOrNull(row.description),
      paidAt: isoOf(row.paid_at),
      createdAt: instantOf(row.created_at),
    }
  }
}
