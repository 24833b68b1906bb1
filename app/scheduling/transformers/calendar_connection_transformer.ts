import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CalendarConnectionView } from '#scheduling/services/google_calendar_connections'

/** A Google Calendar connection on Settings > Calendar (`Data.Scheduling.CalendarConnection`), never a token. */
export default class CalendarConnectionTransformer extends BaseTransformer<CalendarConnectionView> {
  toObject() {
    return this.pick(this.resource, [
      'provider',
      'accountEmail',
      'connectedAt',
      'state',
      'lastErrorAt',
    ])
  }
}
