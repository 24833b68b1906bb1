import { FeedbackSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#accounts/models/user'
import MentoringSession from '#scheduling/models/mentoring_session'

/**
 * One party's feedback on a session (one per party). `publicText` is shared
 * with the other party; `privateText` is for admins only.
 */
export default class Feedback extends FeedbackSchema {
  @belongsTo(() => MentoringSession, { foreignKey: 'sessionId' })
  declare session: BelongsTo<typeof MentoringSession>

  @belongsTo(() => User, { foreignKey: 'authorUserId' })
  declare author: BelongsTo<typeof User>
}
