import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { DATE_TIME, exactly, INTEGER, nullable, STRING } from '#core/services/schema_parts'
import { instantOf, textOrNull, type ConsoleRow } from '#core/services/record_values'

/** An address on the waiting list in the console (the API document's AdminWaitingListRecord). */
export const consoleWaitingListEntrySchema = exactly({
  id: INTEGER,
  email: nullable(STRING),
  locale: nullable(STRING),
  createdAt: DATE_TIME,
})

/** An address a visitor left on the pricing page (`Data.Billing.Console.WaitingListEntry`). */
export default class WaitingListEntryTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleWaitingListEntrySchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      email: textOrNull(row.email),
      locale: textOrNull(row.locale),
      createdAt: instantOf(row.created_at),
    }
  }
}
