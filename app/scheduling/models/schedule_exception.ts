import { ScheduleExceptionSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import MentorProfile from '#mentoring/models/mentor_profile'

/**
 * A dated exception that replaces the weekly rules for that day (a date in the
 * mentor's time zone): unavailable all day, or available only in the given hours.
 */
export default class ScheduleException extends ScheduleExceptionSchema {
  @belongsTo(() => MentorProfile)
  declare mentorProfile: BelongsTo<typeof MentorProfile>

  get isUnavailableAllDay() {
    return this.availableStart === null || this.availableEnd === null
  }
}
