import { MentorApplicationSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { MentorApplicationBasis, MentorApplicationStatus } from '#business/accounts'
import User from '#accounts/models/user'

/** A signed-in user's request to become a mentor, reviewed by an admin. */
export default class MentorApplication extends MentorApplicationSchema {
  declare basis: MentorApplicationBasis
  declare status: MentorApplicationStatus

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'reviewedByUserId' })
  declare reviewedBy: BelongsTo<typeof User>
}
