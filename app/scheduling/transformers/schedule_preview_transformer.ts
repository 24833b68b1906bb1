import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SchedulePreview } from '#scheduling/services/schedule_settings'

/** The next days' bookable slots on Settings > Schedule (`Data.Scheduling.SchedulePreview`). */
export default class SchedulePreviewTransformer extends BaseTransformer<SchedulePreview> {
  toObject() {
    return this.pick(this.resource, [
      'data',
      'mentorTimeZone',
      'durationMinutes',
      'calendarUnavailable',
      'from',
      'until',
    ])
  }
}
