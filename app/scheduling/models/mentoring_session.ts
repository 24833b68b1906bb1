import { MentoringSessionSchema } from '#database/schema'
import { hasMany, hasOne } from '@adonisjs/lucid/orm'
import type { HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import type { CommunicationTool, Entitlement, SessionStatus } from '#business/sessions'
import RescheduleRequest from '#scheduling/models/reschedule_request'
import SessionNote from '#scheduling/models/session_note'
import Feedback from '#scheduling/models/feedback'
import SessionNoShow from '#scheduling/models/session_no_show'

/**
 * A mentoring call (named so it cannot be mistaken for the HTTP session).
 * Instants are UTC; `bookedMonth` is 'YYYY-MM' in the mentee's time zone.
 * The parties are members of accounts: read them by id (`membersByIds`), not
 * through a relation.
 */
export default class MentoringSession extends MentoringSessionSchema {
  declare status: SessionStatus
  declare communicationTool: CommunicationTool
  declare entitlement: Entitlement | null

  @hasMany(() => RescheduleRequest, { foreignKey: 'sessionId' })
  declare rescheduleRequests: HasMany<typeof RescheduleRequest>

  @hasMany(() => SessionNote, { foreignKey: 'sessionId' })
  declare notes: HasMany<typeof SessionNote>

  @hasMany(() => Feedback, { foreignKey: 'sessionId' })
  declare feedback: HasMany<typeof Feedback>

  /** A party's report that the other did not show up (at most one). */
  @hasOne(() => SessionNoShow, { foreignKey: 'sessionId' })
  declare noShow: HasOne<typeof SessionNoShow>

  /** Whether the user is the mentor or the mentee of this session. */
  isParty(userId: number) {
    return this.mentorUserId === userId || this.menteeUserId === userId
  }
}
