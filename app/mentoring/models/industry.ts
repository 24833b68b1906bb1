import { IndustrySchema } from '#database/schema'
import { hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import type { Locale } from '#business/app'
import MentorIndustry from '#mentoring/models/mentor_industry'

/**
 * An industry. Industries of the same `sector` are "related" for matching.
 */
export default class Industry extends IndustrySchema {
  @hasMany(() => MentorIndustry)
  declare mentorIndustries: HasMany<typeof MentorIndustry>

  /** The label in a locale, falling back to English. */
  nameIn(locale: Locale) {
    return (locale === 'it' && this.nameIt) || this.name
  }
}
