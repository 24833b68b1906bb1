import { CalendarConnectionSchema } from '#database/schema'
import type { CalendarProvider } from '#business/sessions'

/**
 * A user's connected calendar. Tokens are stored encrypted and never
 * serialized.
 */
export default class CalendarConnection extends CalendarConnectionSchema {
  declare provider: CalendarProvider
}
