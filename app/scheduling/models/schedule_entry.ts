import { ScheduleEntrySchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { DayOfWeek } from '#business/sessions'
import MentorProfile from '#mentoring/models/mentor_profile'

/**
 * A weekly availability rule: ISO day of week and 'HH:mm' local times in the
 * mentor's time zone.
 */
export default class ScheduleEntry extends ScheduleEntrySchema {
  declare dayOfWeek: DayOfWeek

  @belongsTo(() => MentorProfile)
  declare mentorProfile: BelongsTo<typeof MentorProfile>
}
