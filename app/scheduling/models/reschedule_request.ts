import { RescheduleRequestSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { RescheduleStatus } from '#business/sessions'
import MentoringSession from '#scheduling/models/mentoring_session'

/** A proposed new time; final only once the other party accepts. */
export default class RescheduleRequest extends RescheduleRequestSchema {
  declare status: RescheduleStatus

  @belongsTo(() => MentoringSession, { foreignKey: 'sessionId' })
  declare session: BelongsTo<typeof MentoringSession>
}
