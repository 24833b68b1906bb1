import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import {
  OUTCOME_ANSWERS,
  OUTCOME_RULES,
  POSITIVE_OUTCOME_ANSWERS,
  type OutcomeAnswer,
} from '#business/outcomes'
import { consumeUtcDateTime, toDbInstant } from '#database/columns'
import { appUrl } from '#core/mails/localized_mail'
import { memberById } from '#accounts/index'
import { recordMentorOutcomes } from '#mentoring/index'
import MentoringSession from '#scheduling/models/mentoring_session'
import SessionOutcome from '#scheduling/models/session_outcome'

/*
| Outcome follow-up (issue 33). OUTCOME_RULES.followUpAfterDays after a completed session the
| mentee gets one e-mail (session_reminders.ts sends it, claimed by `outcome_requested_at`)
| quoting the outcome they wrote when booking, with one signed link per answer: a click records
| the answer without signing in and opens the follow-up page, where the mentee may change it
| and add a line, for OUTCOME_RULES.changeDays after the e-mail.
|
| The links are signed URLs that never expire by themselves: the window is the session's
| (`outcome_requested_at` + changeDays), so a link opened late says it can no longer be changed
| rather than looking forged. Each answer is stored with the mentor's counts in one transaction
| (mentoring keeps them on the profile); the mentor reads the answers without their sessions.
*/

/** The signature's purpose: a link signed for something else does not open the follow-up. */
const LINK_PURPOSE = 'session_outcome'

/** The e-mail's one-click links, one per answer: absolute and signed (no sign-in needed). */
export function outcomeAnswerLinks(sessionId: number): Record<OutcomeAnswer, string> {
  const link = (answer: OutcomeAnswer) =>
    signedUrlFor(
      'scheduling.outcomes.answer',
      { id: sessionId, answer },
      { purpose: LINK_PURPOSE, prefixUrl: appUrl() }
    )
  return Object.fromEntries(OUTCOME_ANSWERS.map((answer) => [answer, link(answer)])) as Record<
    OutcomeAnswer,
    string
  >
}

/** The follow-up page of a session (signed path): GET shows it, PUT changes the answer. */
export function outcomePagePath(sessionId: number) {
  return signedUrlFor('scheduling.outcomes.show', { id: sessionId }, { purpose: LINK_PURPOSE })
}

/** Whether the request carries a follow-up link's valid signature. */
export function isOutcomeLink(request: { hasValidSignature(purpose?: string): boolean }) {
  return request.hasValidSignature(LINK_PURPOSE)
}

/** Until when the answer of a follow-up e-mailed at `requestedAt` can be given or changed. */
export function changesUntil(requestedAt: DateTime) {
  return requestedAt.plus({ days: OUTCOME_RULES.changeDays })
}

/** A follow-up as its page shows it (null: no follow-up was sent for the session). */
export type OutcomePage = {
  sessionId: number
  /** The mentor's first name; null once their account is deleted. */
  mentorFirstName: string | null
  sessionStartsAt: DateTime
  desiredOutcome: string
  answer: OutcomeAnswer | null
  note: string | null
  changesUntil: DateTime
  /** Whether the answer can still be given or changed. */
  open: boolean
}

/** The session whose follow-up went to a mentee still here, or null. */
async function followedUpSession(sessionId: number, client?: QueryClientContract) {
  const session = await MentoringSession.query(client ? { client } : {})
    .where('id', sessionId)
    .whereNotNull('outcomeRequestedAt')
    .whereNotNull('menteeUserId')
    .first()
  return session?.outcomeRequestedAt ? session : null
}

export async function outcomePage(
  sessionId: number,
  now: DateTime = DateTime.utc()
): Promise<OutcomePage | null> {
  const session = await followedUpSession(sessionId)
  if (!session) return null
  const outcome = await SessionOutcome.findBy('sessionId', session.id)
  const until = changesUntil(session.outcomeRequestedAt!)
  const mentor = session.mentorUserId === null ? null : await memberById(session.mentorUserId)
  return {
    sessionId: session.id,
    mentorFirstName: mentor?.firstName ?? null,
    sessionStartsAt: session.startsAt,
    desiredOutcome: session.desiredOutcome,
    answer: outcome?.answer ?? null,
    note: outcome?.note ?? null,
    changesUntil: until,
    open: now < until,
  }
}

/** What became of an answer: stored, too late to change, or no follow-up to answer. */
export type OutcomeAnswerResult = 'saved' | 'closed' | 'not_found'

/**
 * Stores the mentee's answer to a session's follow-up (the link alone says who: it was e-mailed
 * to them), and the mentor's new counts with it. `note` undefined keeps the line already given
 * (a click on an e-mailed answer); null or blank removes it. One row per session: two clicks at
 * once store one answer, the later one.
 */
export async function answerOutcome(
  sessionId: number,
  input: { answer: OutcomeAnswer; note?: string | null },
  now: DateTime = DateTime.utc()
): Promise<OutcomeAnswerResult> {
  const session = await followedUpSession(sessionId)
  if (!session) return 'not_found'
  if (now >= changesUntil(session.outcomeRequestedAt!)) return 'closed'
  const at = toDbInstant(now)
  const note = input.note === undefined ? undefined : input.note?.trim() || null
  await db.transaction(async (trx) => {
    await trx
      .insertQuery()
      .table('session_outcomes')
      .insert({
        session_id: session.id,
        answer: input.answer,
        note: note ?? null,
        answered_at: at,
        created_at: at,
        updated_at: at,
      })
      .onConflict('session_id')
      .merge(note === undefined ? ['answer', 'updated_at'] : ['answer', 'note', 'updated_at'])
    if (session.mentorUserId !== null) await refreshMentorOutcomes(trx, session.mentorUserId)
  })
  return 'saved'
}

/** A select of how many answers there are and how many are "yes" or "partly". */
function countsOf(query: ReturnType<QueryClientContract['from']>) {
  const positive = POSITIVE_OUTCOME_ANSWERS.map(() => '?').join(', ')
  return query
    .count('* as answers')
    .select(
      db.raw(
        `coalesce(sum(case when session_outcomes.answer in (${positive}) then 1 else 0 end), 0) as positive`,
        [...POSITIVE_OUTCOME_ANSWERS]
      )
    )
}

/** The mentor's counts (mentoring keeps them on the profile), in the answer's transaction. */
async function refreshMentorOutcomes(trx: QueryClientContract, mentorUserId: number) {
  const row = await countsOf(
    trx
      .from('session_outcomes')
      .join('mentoring_sessions', 'mentoring_sessions.id', 'session_outcomes.session_id')
      .where('mentoring_sessions.mentor_user_id', mentorUserId)
  ).first()
  await recordMentorOutcomes(trx, mentorUserId, {
    answers: Number(row?.answers ?? 0),
    positive: Number(row?.positive ?? 0),
  })
}

/** One mentee's answer as their mentor reads it: no session, no name, the month it was given. */
export type AnonymousOutcome = { answer: OutcomeAnswer; note: string | null; month: string }

export type MentorOutcomes = {
  answers: number
  positive: number
  /**
   * The latest answers with a line of text, newest first; empty until the mentor has
   * OUTCOME_RULES.mentorViewMinAnswers answers, so that no answer points to its mentee.
   */
  notes: AnonymousOutcome[]
}

/** The answers of the mentor's mentees, as the mentor's dashboard shows them. */
export async function outcomesOfMentor(mentorUserId: number): Promise<MentorOutcomes> {
  const ofMentor = () =>
    db
      .from('session_outcomes')
      .join('mentoring_sessions', 'mentoring_sessions.id', 'session_outcomes.session_id')
      .where('mentoring_sessions.mentor_user_id', mentorUserId)
  const counts = await countsOf(ofMentor()).first()
  const answers = Number(counts?.answers ?? 0)
  const positive = Number(counts?.positive ?? 0)
  if (answers < OUTCOME_RULES.mentorViewMinAnswers) return { answers, positive, notes: [] }
  const rows = await ofMentor()
    .whereNotNull('session_outcomes.note')
    .orderBy('session_outcomes.answered_at', 'desc')
    .orderBy('session_outcomes.id', 'desc')
    .limit(OUTCOME_RULES.mentorDashboardNotes)
    .select('session_outcomes.answer', 'session_outcomes.note', 'session_outcomes.answered_at')
  return {
    answers,
    positive,
    notes: rows.map((row) => ({
      answer: row.answer,
      note: row.note,
      month: (consumeUtcDateTime(row.answered_at) as DateTime).toFormat('yyyy-MM'),
    })),
  }
}
