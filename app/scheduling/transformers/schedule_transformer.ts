import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ScheduleValues } from '#scheduling/services/schedule_settings'

/**
 * A mentor's weekly hours and exceptions on Settings > Schedule (`Data.Scheduling.Schedule`), in
 * the pages' camelCase; the JSON calls keep the spec's snake_case.
 */
export default class ScheduleTransformer extends BaseTransformer<ScheduleValues> {
  toObject() {
    return {
      weekly: this.resource.weekly.map((range) => ({
        dayOfWeek: range.day_of_week,
        startTime: range.start_time,
        endTime: range.end_time,
      })),
      exceptions: this.resource.exceptions.map((exception) => ({
        id: exception.id,
        date: exception.date,
        reason: exception.reason,
        unavailableAllDay: exception.unavailable_all_day,
        startTime: exception.start_time,
        endTime: exception.end_time,
      })),
    }
  }
}
