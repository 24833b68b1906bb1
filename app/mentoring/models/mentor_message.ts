import { MentorMessageSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#accounts/models/user'

/** A message to a mentor, relayed by e-mail without revealing either address. */
export default class MentorMessage extends MentorMessageSchema {
  @belongsTo(() => User, { foreignKey: 'senderUserId' })
  declare sender: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'mentorUserId' })
  declare mentor: BelongsTo<typeof User>
}
