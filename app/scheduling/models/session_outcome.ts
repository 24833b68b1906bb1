import { SessionOutcomeSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { OutcomeAnswer } from '#business/outcomes'
import MentoringSession from '#scheduling/models/mentoring_session'

/**
 * The mentee's answer to a session's outcome follow-up (one per session): whether they reached
 * the outcome they wrote when booking, and an optional line. It names nobody: the mentee is
 * the session's, and the mentor reads the answers without their sessions.
 */
export default class SessionOutcome extends SessionOutcomeSchema {
  declare answer: OutcomeAnswer

  @belongsTo(() => MentoringSession, { foreignKey: 'sessionId' })
  declare session: BelongsTo<typeof MentoringSession>
}
