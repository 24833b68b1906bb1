import { SavedSearchSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#accounts/models/user'

/** A named set of matching criteria (stored as JSON text). */
export default class SavedSearch extends SavedSearchSchema {
  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
