import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { DATE_TIME, exactly, INTEGER, nullable, STRING } from '#core/services/schema_parts'
import { instantOf, textOrNull, type ConsoleRow } from '#core/services/record_values'

/** An industry in the console (the API document's AdminIndustriesRecord). */
export const consoleIndustrySchema = exactly({
  id: INTEGER,
  name: nullable(STRING),
  nameIt: nullable(STRING),
  slug: nullable(STRING),
  sector: nullable(STRING),
  createdAt: DATE_TIME,
})

/** An industry of core's vocabulary, in both languages (`Data.Admin.Industry`). */
export default class IndustryTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleIndustrySchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      name: textOrNull(row.name),
      nameIt: textOrNull(row.name_it),
      slug: textOrNull(row.slug),
      sector: textOrNull(row.sector),
      createdAt: instantOf(row.created_at),
    }
  }
}
