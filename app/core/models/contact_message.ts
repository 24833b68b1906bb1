import { ContactMessageSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { Locale } from '#business/app'
import User from '#accounts/models/user'

/** A message sent through the contact page (by a visitor or a signed-in user). */
export default class ContactMessage extends ContactMessageSchema {
  declare locale: Locale

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
