import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import { memberById } from '#accounts/index'
import { RESPONSIVENESS_RULES, type PauseReason } from '#business/responsiveness'
import { toDbInstant, utcMillis } from '#database/columns'
import { MentorPausedMail } from '#mentoring/mails/mentor_paused_mail'

/*
| A paused mentor (issue 32, "Responsive mentors") is out of the list, search,
| matching and booking of new requests (whereListed) until they say they are
| available again. Scheduling knows why one should be paused (requests left
| to expire, no-shows) and tells mentoring through these functions; mentoring
| keeps the pause on the profile and tells the mentor.
*/

/** Since when and why a mentor is paused. */
export type MentorPause = { since: DateTime; reason: PauseReason }

const reasonOf = (value: unknown): PauseReason => (value === 'noShows' ? 'noShows' : 'expiries')

/**
 * Pauses the mentor (if not paused already) and e-mails them why and how to
 * come back. True for the one call that paused them (a conditional update),
 * so two callers never e-mail twice. A mail that cannot be queued is logged:
 * the pause stands, and the banner of their pages says it all again.
 */
export async function pauseMentor(
  userId: number,
  reason: PauseReason,
  now: DateTime = DateTime.utc()
): Promise<boolean> {
  const updated = await db
    .from('mentor_profiles')
    .where('user_id', userId)
    .whereNull('paused_at')
    .update({ paused_at: toDbInstant(now), paused_reason: reason })
  if (Number(updated) !== 1) return false
  try {
    const mentor = await memberById(userId)
    if (mentor) {
      const recipient = { ...mentor, name: mentor.fullName }
      await mail.sendLater(new MentorPausedMail(recipient, reason))
    }
  } catch (error) {
    logger.error({ err: error, userId, reason }, 'the pause e-mail could not be queued')
  }
  return true
}

/**
 * The mentor is available again (their one click): listed again, the run of
 * expired requests starts afresh. False when they were not paused.
 */
export async function resumeMentor(userId: number): Promise<boolean> {
  const updated = await db
    .from('mentor_profiles')
    .where('user_id', userId)
    .whereNotNull('paused_at')
    .update({ paused_at: null, paused_reason: null, expiries_in_a_row: 0 })
  return Number(updated) === 1
}

/** Whether and since when the mentor is paused (null: not paused, or no profile). */
export async function mentorPauseOf(userId: number): Promise<MentorPause | null> {
  const row = await db
    .from('mentor_profiles')
    .where('user_id', userId)
    .whereNotNull('paused_at')
    .select('paused_at', 'paused_reason')
    .first()
  if (!row) return null
  return {
    since: DateTime.fromMillis(utcMillis(row.paused_at), { zone: 'utc' }),
    reason: reasonOf(row.paused_reason),
  }
}

/**
 * One of the mentor's booking requests expired unanswered: it adds to their
 * run, and the run's third (RESPONSIVENESS_RULES) pauses them. Returns
 * whether this call paused them.
 */
export async function recordExpiredRequest(
  userId: number,
  now: DateTime = DateTime.utc()
): Promise<boolean> {
  await db.from('mentor_profiles').where('user_id', userId).increment('expiries_in_a_row', 1)
  const run = await db
    .from('mentor_profiles')
    .where('user_id', userId)
    .where('expiries_in_a_row', '>=', RESPONSIVENESS_RULES.pauseAfterExpiriesInARow)
    .whereNull('paused_at')
    .select('id')
    .first()
  return run ? pauseMentor(userId, 'expiries', now) : false
}

/** The mentor confirmed a request: their run of expired requests ends. */
export async function recordConfirmedRequest(userId: number) {
  await db
    .from('mentor_profiles')
    .where('user_id', userId)
    .where('expiries_in_a_row', '>', 0)
    .update({ expiries_in_a_row: 0 })
}
