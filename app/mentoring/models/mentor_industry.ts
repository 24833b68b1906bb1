import { MentorIndustrySchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import MentorProfile from '#mentoring/models/mentor_profile'
import Industry from '#core/models/industry'

/** An industry a mentor has worked in, with the years spent there. */
export default class MentorIndustry extends MentorIndustrySchema {
  @belongsTo(() => MentorProfile)
  declare mentorProfile: BelongsTo<typeof MentorProfile>

  @belongsTo(() => Industry)
  declare industry: BelongsTo<typeof Industry>
}
