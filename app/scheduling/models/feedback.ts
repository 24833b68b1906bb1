import { FeedbackSchema } from '#database/schema'
import { beforeCreate, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import MentoringSession from '#scheduling/models/mentoring_session'

/**
 * One party's feedback on a session (one per party). `publicText` is shared
 * with the other party; `privateText` is for admins only. `authorRole` says
 * which side wrote it: the author's id is null once their account is deleted
 * (the feedback stays in the other party's history and the mentor's rating).
 */
export default class Feedback extends FeedbackSchema {
  declare authorRole: 'mentor' | 'mentee'

  /** The author's side, read from the session when the creator did not say it. */
  @beforeCreate()
  static async fillAuthorRole(feedback: Feedback) {
    if (feedback.authorRole) return
    const session = await MentoringSession.query({ client: feedback.$trx })
      .where('id', feedback.sessionId)
      .firstOrFail()
    if (feedback.authorUserId === session.menteeUserId) feedback.authorRole = 'mentee'
    else if (feedback.authorUserId === session.mentorUserId) feedback.authorRole = 'mentor'
    else throw new Error(`User ${feedback.authorUserId} is no party of session ${session.id}`)
  }

  @belongsTo(() => MentoringSession, { foreignKey: 'sessionId' })
  declare session: BelongsTo<typeof MentoringSession>
}
