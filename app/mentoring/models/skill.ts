import { SkillSchema } from '#database/schema'
import { manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import type { Locale } from '#business/app'
import MentorProfile from '#mentoring/models/mentor_profile'

export default class Skill extends SkillSchema {
  @manyToMany(() => MentorProfile, { pivotTable: 'mentor_skills' })
  declare mentorProfiles: ManyToMany<typeof MentorProfile>

  /** The label in a locale, falling back to English. */
  nameIn(locale: Locale) {
    return (locale === 'it' && this.nameIt) || this.name
  }
}
