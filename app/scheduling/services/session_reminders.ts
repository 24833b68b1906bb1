import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { SESSION_RULES } from '#business/sessions'
import { toDbInstant } from '#database/columns'
import MentoringSession from '#scheduling/models/mentoring_session'
import Feedback from '#scheduling/models/feedback'
import type { Member } from '#accounts/index'
import {
  loadSession,
  partiesOf,
  sendSessionMails,
  type LoadedSession,
  type SessionMailKind,
} from '#scheduling/mails/session_mails'

/**
 * Scheduled session e-mails (run by `sessions:tick`): the reminder before a
 * confirmed session and the feedback request after a completed one.
 *
 * Each session is CLAIMED before anything is sent: a conditional UPDATE sets
 * its marker (reminder_sent_at, feedback_requested_at) only where it is still
 * NULL, and only the run whose UPDATE touched the row sends. Running twice, or
 * two runs at once (two processes, two servers), sends each mail once.
 */

/**
 * The reminder goes out once a confirmed session starts within this many
 * hours. (Candidate for SESSION_RULES in config/business/sessions.ts.)
 */
export const REMINDER_HOURS_BEFORE = SESSION_RULES.reminderHoursBefore

type Marker = 'reminder_sent_at' | 'feedback_requested_at'

/** Sets the marker if nobody has: true for the one run that wins the session. */
async function claim(sessionId: number, marker: Marker, status: string, now: DateTime) {
  const updated = await MentoringSession.query()
    .where('id', sessionId)
    .where('status', status)
    .whereNull(marker)
    .update({ [marker]: toDbInstant(now) })
  return Number(Array.isArray(updated) ? updated[0] : updated) === 1
}

/** Gives a claim back, so the next run tries again (only when nothing was sent). */
async function release(sessionId: number, marker: Marker) {
  await MentoringSession.query()
    .where('id', sessionId)
    .update({ [marker]: null })
}

/**
 * Sends a claimed session's mails. When none could be queued the claim is
 * released for the next run; once one went out the claim stays (a retry
 * would send that one twice). Returns the number of mails queued.
 */
async function deliver(
  sessionId: number,
  marker: Marker,
  kind: SessionMailKind,
  recipientsOf: (loaded: LoadedSession) => Promise<Member[]>
) {
  const loaded = await loadSession(sessionId)
  if (!loaded) return 0
  try {
    return await sendSessionMails(kind, loaded, await recipientsOf(loaded))
  } catch (error) {
    logger.error({ err: error, sessionId, kind }, 'scheduled session e-mail could not be queued')
    await release(sessionId, marker).catch(() => {})
    return 0
  }
}

/**
 * Reminds both parties of each confirmed session starting within the next
 * REMINDER_HOURS_BEFORE hours (and not yet started) that has had no reminder.
 * Parties who turned reminders off get none. Returns the e-mails queued.
 */
export async function sendDueReminders(now: DateTime = DateTime.utc()): Promise<number> {
  const due = await MentoringSession.query()
    .select('id')
    .where('status', 'confirmed')
    .whereNull('reminder_sent_at')
    .where('starts_at', '>', toDbInstant(now))
    .where('starts_at', '<=', toDbInstant(now.plus({ hours: REMINDER_HOURS_BEFORE })))
    .orderBy('starts_at')
  let sent = 0
  for (const { id } of due) {
    if (!(await claim(id, 'reminder_sent_at', 'confirmed', now))) continue
    sent += await deliver(id, 'reminder_sent_at', 'reminder', async (loaded) => partiesOf(loaded))
  }
  return sent
}

/**
 * Asks each party of a completed session (its end passed) that has not left
 * feedback yet to leave it, once per session. A session reported as a
 * no-show is not asked about (unless an admin dismissed the report).
 * Returns the e-mails queued.
 */
export async function sendDueFeedbackRequests(now: DateTime = DateTime.utc()): Promise<number> {
  const due = await MentoringSession.query()
    .select('id')
    .where('status', 'completed')
    .whereNull('feedback_requested_at')
    .where('ends_at', '<=', toDbInstant(now))
    .where(
      'ends_at',
      '>',
      toDbInstant(now.minus({ days: SESSION_RULES.feedbackRequestWithinDays }))
    )
    .whereNotExists((noShow) =>
      noShow
        .from('session_no_shows')
        .whereColumn('session_no_shows.session_id', 'mentoring_sessions.id')
        .whereNot('session_no_shows.status', 'dismissed')
    )
    .orderBy('ends_at')
  let sent = 0
  for (const { id } of due) {
    if (!(await claim(id, 'feedback_requested_at', 'completed', now))) continue
    sent += await deliver(id, 'feedback_requested_at', 'feedbackRequest', async (loaded) => {
      const authors = await Feedback.query()
        .where('sessionId', loaded.session.id)
        .select('authorUserId')
      const done = new Set(authors.map((feedback) => feedback.authorUserId))
      return partiesOf(loaded).filter((user) => !done.has(user.id))
    })
  }
  return sent
}
