import { SavedMentorSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#accounts/models/user'

/** A mentor a user keeps in their list. One row per (user, mentor). */
export default class SavedMentor extends SavedMentorSchema {
  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'mentorUserId' })
  declare mentor: BelongsTo<typeof User>
}
