import { MentorProfileSchema } from '#database/schema'
import { hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import type { MatchingCompanySize } from '#business/matching'
import Skill from '#mentoring/models/skill'
import Industry from '#core/models/industry'
import MentorIndustry from '#mentoring/models/mentor_industry'

/**
 * A mentor's public profile. The mentor's time zone and slug are on the user.
 * `rating` is the average overall rating; 0 while `ratingsCount` is 0.
 */
export default class MentorProfile extends MentorProfileSchema {
  declare companySizes: MatchingCompanySize[]

  @manyToMany(() => Skill, { pivotTable: 'mentor_skills' })
  declare skills: ManyToMany<typeof Skill>

  /** Industries with the mentor's years in each (`$extras.pivot_years`). */
  @manyToMany(() => Industry, { pivotTable: 'mentor_industries', pivotColumns: ['years'] })
  declare industries: ManyToMany<typeof Industry>

  @hasMany(() => MentorIndustry)
  declare mentorIndustries: HasMany<typeof MentorIndustry>

  get isListed() {
    return this.isApproved && this.isActive
  }
}
