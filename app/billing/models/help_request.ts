import { HelpRequestSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { HelpRequestStatus, HelpRequestTopic } from '#business/pro_features'
import User from '#accounts/models/user'

/** A PRO member's request for help from the team, e-mailed to TEAM_EMAIL. */
export default class HelpRequest extends HelpRequestSchema {
  declare topic: HelpRequestTopic
  declare status: HelpRequestStatus

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
