import { ScheduleEntrySchema } from '#database/schema'
import type { DayOfWeek } from '#business/sessions'

/**
 * A weekly availability rule: ISO day of week and 'HH:mm' local times in the
 * mentor's time zone.
 */
export default class ScheduleEntry extends ScheduleEntrySchema {
  declare dayOfWeek: DayOfWeek
}
