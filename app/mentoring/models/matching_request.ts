import { MatchingRequestSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { MatchingRequestStatus } from '#business/matching'
import User from '#accounts/models/user'

/** A PRO member's request for personalised matching by the team, handled by admins. */
export default class MatchingRequest extends MatchingRequestSchema {
  declare status: MatchingRequestStatus

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
