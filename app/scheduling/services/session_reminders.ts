import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { SESSION_RULES } from '#business/sessions'
import { RESPONSIVENESS_RULES } from '#business/responsiveness'
import { OUTCOME_RULES } from '#business/outcomes'
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
 * Scheduled session e-mails (run by `sessions:tick`): the nudge to a mentor
 * about a request left unanswered, the two reminders before a confirmed
 * session (the day before, and the last one with the join link), the
 * feedback request after a completed one and, later, the mentee's outcome
 * follow-up.
 *
 * Each session is CLAIMED before anything is sent: a conditional UPDATE sets
 * its marker (nudge_sent_at, reminder_sent_at, final_reminder_sent_at,
 * feedback_requested_at, outcome_requested_at) only where it is still NULL, and only the run whose
 * UPDATE touched the row sends. Running twice, or two runs at once (two
 * processes, two servers), sends each mail once.
 */

/** The day-before reminder goes out once a confirmed session starts within this many hours. */
export const REMINDER_HOURS_BEFORE = SESSION_RULES.reminderHoursBefore
/** The last reminder, with the join link, once it starts within this many. */
export const FINAL_REMINDER_HOURS_BEFORE = SESSION_RULES.finalReminderHoursBefore

type Marker =
  | 'reminder_sent_at'
  | 'final_reminder_sent_at'
  | 'feedback_requested_at'
  | 'nudge_sent_at'
  | 'outcome_requested_at'

/**
 * The reminder markers of a session confirmed, or moved to `startsAt`, at
 * `now`: the confirmation e-mail (with the time and the join link) stands for
 * a reminder whose moment has already come, so a session confirmed less than
 * 24 hours ahead gets the last reminder only, and one confirmed within the
 * last hour neither. A later start (an accepted new time) clears both, so the
 * session is reminded again for its new time.
 */
export function reminderMarkersOnConfirmation(startsAt: DateTime, now: DateTime) {
  const coveredWithin = (hours: number) =>
    startsAt <= now.plus({ hours }) ? toDbInstant(now) : null
  return {
    reminder_sent_at: coveredWithin(REMINDER_HOURS_BEFORE),
    final_reminder_sent_at: coveredWithin(FINAL_REMINDER_HOURS_BEFORE),
  }
}

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
  let sent = 0
  let failed = false
  try {
    // One recipient at a time, to know whether any went out before a failure.
    for (const recipient of await recipientsOf(loaded)) {
      try {
        sent += await sendSessionMails(kind, loaded, [recipient])
      } catch (error) {
        failed = true
        logger.error(
          { err: error, sessionId, kind },
          'scheduled session e-mail could not be queued'
        )
      }
    }
  } catch (error) {
    failed = true
    logger.error({ err: error, sessionId, kind }, 'scheduled session e-mails could not be read')
  }
  if (failed && sent === 0) await release(sessionId, marker).catch(() => {})
  return sent
}

/**
 * Nudges the mentor, once, about each booking request still pending
 * RESPONSIVENESS_RULES.nudgeAfterHours after it was made. Not when its expiry
 * comes first: a request already within the automatic cancellation's hours
 * of its start is left to expire (the tick's `expire` runs before). Returns
 * the e-mails queued.
 */
export async function sendDueNudges(now: DateTime = DateTime.utc()): Promise<number> {
  const due = await MentoringSession.query()
    .select('id')
    .where('status', 'pending')
    .whereNull('nudge_sent_at')
    .where(
      'created_at',
      '<=',
      toDbInstant(now.minus({ hours: RESPONSIVENESS_RULES.nudgeAfterHours }))
    )
    .where(
      'starts_at',
      '>',
      toDbInstant(now.plus({ hours: SESSION_RULES.autoCancelUnconfirmedHours }))
    )
    .orderBy('created_at')
  let sent = 0
  for (const { id } of due) {
    if (!(await claim(id, 'nudge_sent_at', 'pending', now))) continue
    sent += await deliver(id, 'nudge_sent_at', 'confirmNudge', async (loaded) =>
      loaded.mentor ? [loaded.mentor] : []
    )
  }
  return sent
}

/**
 * Reminds both parties of each confirmed session starting within `hours`
 * (and after `after` hours) that has not had this reminder (`marker`).
 * Parties who turned this reminder off get none. Returns the e-mails queued.
 */
async function remindSessions(
  now: DateTime,
  marker: 'reminder_sent_at' | 'final_reminder_sent_at',
  kind: 'reminder' | 'finalReminder',
  window: { after: number; within: number }
) {
  const due = await MentoringSession.query()
    .select('id')
    .where('status', 'confirmed')
    .whereNull(marker)
    .where('starts_at', '>', toDbInstant(now.plus({ hours: window.after })))
    .where('starts_at', '<=', toDbInstant(now.plus({ hours: window.within })))
    .orderBy('starts_at')
  let sent = 0
  for (const { id } of due) {
    if (!(await claim(id, marker, 'confirmed', now))) continue
    sent += await deliver(id, marker, kind, async (loaded) => partiesOf(loaded))
  }
  return sent
}

/**
 * The day-before reminder: confirmed sessions starting within
 * REMINDER_HOURS_BEFORE hours, but not within the last
 * FINAL_REMINDER_HOURS_BEFORE (that reminder says it all then, with the
 * link, so a tick that was down for a day sends one e-mail, not two).
 */
export function sendDueDayBeforeReminders(now: DateTime = DateTime.utc()) {
  return remindSessions(now, 'reminder_sent_at', 'reminder', {
    after: FINAL_REMINDER_HOURS_BEFORE,
    within: REMINDER_HOURS_BEFORE,
  })
}

/**
 * The last reminder, with the join link: confirmed sessions starting within
 * FINAL_REMINDER_HOURS_BEFORE hours and not started yet, so a tick running
 * late still sends it up to the start.
 */
export function sendDueFinalReminders(now: DateTime = DateTime.utc()) {
  return remindSessions(now, 'final_reminder_sent_at', 'finalReminder', {
    after: 0,
    within: FINAL_REMINDER_HOURS_BEFORE,
  })
}

/** Both reminders that are due. Returns the e-mails queued. */
export async function sendDueReminders(now: DateTime = DateTime.utc()): Promise<number> {
  return (await sendDueDayBeforeReminders(now)) + (await sendDueFinalReminders(now))
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
    .where(
      'ends_at',
      '<=',
      toDbInstant(now.minus({ hours: SESSION_RULES.feedbackRequestDelayHours }))
    )
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

/**
 * Asks the mentee of each completed session whether they reached the outcome they wrote when
 * booking, once, OUTCOME_RULES.followUpAfterDays after its end (for sessions whose day came at
 * most followUpWithinDays ago: older ones, held before this existed, are not asked). None for a
 * session reported as a no-show (unless an admin dismissed the report), none once either party
 * is gone, and none to a mentee who turned these e-mails off (the session is claimed all the
 * same: switching them on again does not send old ones). Returns the e-mails queued.
 */
export async function sendDueOutcomeFollowUps(now: DateTime = DateTime.utc()): Promise<number> {
  const dueBy = now.minus({ days: OUTCOME_RULES.followUpAfterDays })
  const due = await MentoringSession.query()
    .select('id')
    .where('status', 'completed')
    .whereNull('outcome_requested_at')
    .whereNotNull('mentee_user_id')
    .whereNotNull('mentor_user_id')
    .where('ends_at', '<=', toDbInstant(dueBy))
    .where('ends_at', '>', toDbInstant(dueBy.minus({ days: OUTCOME_RULES.followUpWithinDays })))
    .whereNotExists((noShow) =>
      noShow
        .from('session_no_shows')
        .whereColumn('session_no_shows.session_id', 'mentoring_sessions.id')
        .whereNot('session_no_shows.status', 'dismissed')
    )
    .orderBy('ends_at')
  let sent = 0
  for (const { id } of due) {
    if (!(await claim(id, 'outcome_requested_at', 'completed', now))) continue
    sent += await deliver(id, 'outcome_requested_at', 'outcomeFollowUp', async (loaded) =>
      loaded.mentee && loaded.mentor ? [loaded.mentee] : []
    )
  }
  return sent
}
