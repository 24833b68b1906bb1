import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { DATE_TIME, exactly, INTEGER, nullable, STRING } from '#core/services/schema_parts'
import {
  instantOf,
  numberOf,
  numberOrNull,
  textOrNull,
  type ConsoleRow,
} from '#core/services/record_values'

/** A refund in the console (the API document's AdminRefundsRecord). */
export const consoleRefundSchema = exactly({
  id: INTEGER,
  invoiceId: nullable(INTEGER),
  amountCents: nullable(INTEGER),
  reason: nullable(STRING),
  stripeRefundId: nullable(STRING),
  createdByUserId: nullable(INTEGER),
  createdAt: DATE_TIME,
})

/** What was paid back of an invoice, by whom (`Data.Billing.Console.Refund`). */
export default class RefundTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleRefundSchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      invoiceId: numberOrNull(row.invoice_id),
      amountCents: numberOf(row.amount_cents),
      reason: textOrNull(row.reason),
      stripeRefundId: textOrNull(row.stripe_refund_id),
      createdByUserId: numberOrNull(row.created_by_user_id),
      createdAt: instantOf(row.created_at),
    }
  }
}
