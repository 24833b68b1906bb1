import { ScheduleExceptionSchema } from '#database/schema'

/**
 * A dated exception that replaces the weekly rules for that day (a date in the
 * mentor's time zone): unavailable all day, or available only in the given hours.
 */
export default class ScheduleException extends ScheduleExceptionSchema {
  get isUnavailableAllDay() {
    return this.availableStart === null || this.availableEnd === null
  }
}
