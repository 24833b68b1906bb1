import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { exactly, nullable, STRING } from '#core/services/schema_parts'
import {
  textOrNull,
  VOCABULARY_TERM,
  vocabularyTermOf,
  type ConsoleRow,
} from '#core/services/record_values'

/** An industry in the console (the API document's AdminIndustriesRecord). */
export const consoleIndustrySchema = exactly({ ...VOCABULARY_TERM, sector: nullable(STRING) })

/** An industry of core's vocabulary, in both languages (`Data.Admin.Industry`). */
export default class IndustryTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleIndustrySchema> {
    return { ...vocabularyTermOf(this.resource), sector: textOrNull(this.resource.sector) }
  }
}
