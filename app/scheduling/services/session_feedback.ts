import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { SessionError } from '#scheduling/errors'
import { isUniqueViolation } from '#database/errors'
import { consumeBoolean, consumeUtcDateTime, toDbInstant } from '#database/columns'
import type { User } from '#accounts/index'
import Feedback from '#scheduling/models/feedback'
import SessionNote from '#scheduling/models/session_note'
import SessionNoShow from '#scheduling/models/session_no_show'
import { findSession, settleDueSessions } from '#scheduling/services/session_lifecycle'
import { recordMentorRating, type PublicFeedback } from '#mentoring/index'

/**
 * What each party writes about a session: private notes (only their author
 * ever reads them) and feedback (once per party, after the end; the public
 * part is shared, the private part is for admins). Who may write them is
 * SessionPolicy's (writeNote, leaveFeedback), authorised by the caller.
 */

/** Adds or edits the viewer's own note on a session. */
export async function saveNote(user: User, sessionId: number, body: string) {
  const session = await findSession(sessionId)
  const existing = await SessionNote.query()
    .where('sessionId', session.id)
    .where('authorUserId', user.id)
    .first()
  if (existing) {
    existing.body = body
    await existing.save()
    return
  }
  try {
    await SessionNote.create({ sessionId: session.id, authorUserId: user.id, body })
  } catch (error) {
    // A second tab created it meanwhile: edit that one.
    if (!isUniqueViolation(error)) throw error
    await db
      .from('session_notes')
      .where('session_id', session.id)
      .where('author_user_id', user.id)
      .update({ body, updated_at: toDbInstant(DateTime.utc()) })
  }
}

export type FeedbackInput = {
  overallRating: number
  communicationRating?: number | null
  knowledgeRating?: number | null
  wouldRecommend?: boolean | null
  publicText?: string | null
  privateText?: string | null
}

/** Leaves the viewer's feedback on a completed session (once). */
export async function leaveFeedback(
  user: User,
  sessionId: number,
  input: FeedbackInput,
  now: DateTime = DateTime.utc()
) {
  let session = await findSession(sessionId)
  if (session.status === 'confirmed' && session.endsAt <= now) {
    await settleDueSessions(now)
    session = await findSession(sessionId)
  }
  if (session.status !== 'completed' || session.endsAt > now) {
    throw new SessionError('feedback_too_early')
  }
  // No feedback on a call reported as not held (unless an admin dismissed the report).
  const noShow = await SessionNoShow.findBy('sessionId', session.id)
  if (noShow && noShow.status !== 'dismissed') throw new SessionError('invalid_state')
  try {
    await db.transaction(async (trx) => {
      await Feedback.create(
        {
          sessionId: session.id,
          authorUserId: user.id,
          authorRole: session.menteeUserId === user.id ? 'mentee' : 'mentor',
          overallRating: input.overallRating,
          communicationRating: input.communicationRating ?? null,
          knowledgeRating: input.knowledgeRating ?? null,
          wouldRecommend: input.wouldRecommend ?? null,
          publicText: input.publicText || null,
          privateText: input.privateText || null,
        },
        { client: trx }
      )
      if (session.menteeUserId === user.id && session.mentorUserId !== null) {
        await refreshMentorRating(trx, session.mentorUserId)
      }
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new SessionError('feedback_twice')
    }
    throw error
  }
}

/** The mentor's rating (mentoring keeps it): the mean overall rating mentees gave, and how many gave one. */
async function refreshMentorRating(trx: TransactionClientContract, mentorUserId: number) {
  const [row] = await trx
    .from('feedbacks')
    .join('mentoring_sessions', 'mentoring_sessions.id', 'feedbacks.session_id')
    .where('mentoring_sessions.mentor_user_id', mentorUserId)
    .where('feedbacks.author_role', 'mentee')
    .avg('feedbacks.overall_rating as average')
    .count('* as total')
  await recordMentorRating(trx, mentorUserId, {
    average: Number(row.average ?? 0),
    count: Number(row.total),
  })
}

/** What a blank public text is made of. */
const BLANKS = ' \t\r\n'

/**
 * A mentor's public reviews (mentoring's profile page), newest first: the mentees' feedback on
 * their sessions with the mentor that has a public text. Authors by id only (a deleted one's is
 * null): their names are accounts'.
 */
export async function publicReviewsOf(
  mentorUserId: number,
  { offset, limit }: { offset: number; limit: number }
): Promise<{ total: number; reviews: PublicFeedback[] }> {
  // A text of spaces and line breaks is no review (SQLite's trim(x, y) is PostgreSQL's btrim).
  const trim = db.connection().dialect.name === 'postgres' ? 'btrim' : 'trim'
  const base = () =>
    db
      .from('feedbacks')
      .join('mentoring_sessions', 'mentoring_sessions.id', 'feedbacks.session_id')
      .where('mentoring_sessions.mentor_user_id', mentorUserId)
      .where('feedbacks.author_role', 'mentee')
      .whereNotNull('feedbacks.public_text')
      .whereRaw(`${trim}(feedbacks.public_text, ?) <> ''`, [BLANKS])

  const [countRow, rows] = await Promise.all([
    base().count('* as total').first(),
    base()
      .orderBy('feedbacks.created_at', 'desc')
      .orderBy('feedbacks.id', 'desc')
      .offset(offset)
      .limit(limit)
      .select(
        'feedbacks.id',
        'feedbacks.author_user_id',
        'feedbacks.overall_rating',
        'feedbacks.would_recommend',
        'feedbacks.public_text',
        'feedbacks.created_at'
      ),
  ])
  return {
    total: Number(countRow?.total ?? 0),
    reviews: rows.map((row) => ({
      id: Number(row.id),
      authorUserId: row.author_user_id === null ? null : Number(row.author_user_id),
      rating: Number(row.overall_rating),
      wouldRecommend: consumeBoolean(row.would_recommend),
      text: row.public_text,
      createdAt: consumeUtcDateTime(row.created_at) as DateTime,
    })),
  }
}
