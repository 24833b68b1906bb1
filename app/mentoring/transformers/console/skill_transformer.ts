import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { exactly } from '#core/services/schema_parts'
import { VOCABULARY_TERM, vocabularyTermOf, type ConsoleRow } from '#core/services/record_values'

/** A skill in the console (the API document's AdminSkillsRecord). */
export const consoleSkillSchema = exactly(VOCABULARY_TERM)

/** A skill, in both languages, as the console's pickers list it (`Data.Mentoring.Console.Skill`). */
export default class SkillTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleSkillSchema> {
    return vocabularyTermOf(this.resource)
  }
}
