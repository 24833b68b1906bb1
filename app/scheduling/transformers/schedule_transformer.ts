import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ScheduleValues } from '#scheduling/services/schedule_settings'
import ScheduleExceptionTransformer from '#scheduling/transformers/schedule_exception_transformer'

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
      exceptions: this.resource.exceptions.map((exception) =>
        new ScheduleExceptionTransformer(exception).toObject()
      ),
    }
  }
}
