import { CalendarConnectionSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { CalendarProvider } from '#business/sessions'
import User from '#accounts/models/user'

/**
 * A user's connected calendar. Tokens are stored encrypted and never
 * serialized.
 */
export default class CalendarConnection extends CalendarConnectionSchema {
  declare provider: CalendarProvider

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
