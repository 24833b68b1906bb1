import { SessionNoteSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import MentoringSession from '#scheduling/models/mentoring_session'

/** Private notes on a session, visible only to their author. One per author. */
export default class SessionNote extends SessionNoteSchema {
  @belongsTo(() => MentoringSession, { foreignKey: 'sessionId' })
  declare session: BelongsTo<typeof MentoringSession>
}
