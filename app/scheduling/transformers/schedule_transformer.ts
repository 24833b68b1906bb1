import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ScheduleValues } from '#scheduling/services/schedule_settings'

/**
 * A mentor's weekly hours and exceptions: Settings > Schedule's props (`Data.Scheduling.Schedule`)
 * and the `schedule` every /api/schedule call answers, one shape for both.
 */
export default class ScheduleTransformer extends BaseTransformer<ScheduleValues> {
  toObject() {
    return {
      weekly: this.resource.weekly.map((range) =>
        this.pick(range, ['dayOfWeek', 'startTime', 'endTime'])
      ),
      exceptions: this.resource.exceptions.map(exceptionOf),
    }
  }
}

/** One exception, as the schedule lists it and its own write answers it. */
export function exceptionOf(exception: ScheduleValues['exceptions'][number]) {
  const { id, date, reason, unavailableAllDay, startTime, endTime } = exception
  return { id, date, reason, unavailableAllDay, startTime, endTime }
}
