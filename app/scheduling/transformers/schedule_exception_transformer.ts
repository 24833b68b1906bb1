import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ExceptionValue } from '#scheduling/services/schedule_settings'

/**
 * One exception to a mentor's weekly hours (`Data.Scheduling.ScheduleException`): as the schedule
 * lists it and as its own writes (POST, PUT /api/schedule/exceptions) answer it.
 */
export default class ScheduleExceptionTransformer extends BaseTransformer<ExceptionValue> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'date',
      'reason',
      'unavailableAllDay',
      'startTime',
      'endTime',
    ])
  }
}
