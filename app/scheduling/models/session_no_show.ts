import { SessionNoShowSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { NoShowParty, NoShowStatus } from '#business/sessions'
import MentoringSession from '#scheduling/models/mentoring_session'

/**
 * A party's report that the other did not show up to a session (one per session), its dispute
 * and its outcome. `settledAt`: when the credit rule was applied (once).
 */
export default class SessionNoShow extends SessionNoShowSchema {
  declare absentParty: NoShowParty
  declare status: NoShowStatus

  @belongsTo(() => MentoringSession, { foreignKey: 'sessionId' })
  declare session: BelongsTo<typeof MentoringSession>
}
