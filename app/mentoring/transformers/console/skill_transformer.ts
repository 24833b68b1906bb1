import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { DATE_TIME, exactly, INTEGER, nullable, STRING } from '#core/services/schema_parts'
import { instantOf, textOrNull, type ConsoleRow } from '#core/services/record_values'

/** A skill in the console (the API document's AdminSkillsRecord). */
export const consoleSkillSchema = exactly({
  id: INTEGER,
  name: nullable(STRING),
  nameIt: nullable(STRING),
  slug: nullable(STRING),
  createdAt: DATE_TIME,
})

/** A skill, in both languages, as the console's pickers list it (`Data.Mentoring.Console.Skill`). */
export default class SkillTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleSkillSchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      name: textOrNull(row.name),
      nameIt: textOrNull(row.name_it),
      slug: textOrNull(row.slug),
      createdAt: instantOf(row.created_at),
    }
  }
}
