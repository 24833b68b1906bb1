import { ContentPageSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { Locale } from '#business/app'
import User from '#accounts/models/user'

/** Editable Markdown text of a static page or block, one per (key, locale). */
export default class ContentPage extends ContentPageSchema {
  declare locale: Locale

  @belongsTo(() => User, { foreignKey: 'updatedByUserId' })
  declare updatedBy: BelongsTo<typeof User>
}
