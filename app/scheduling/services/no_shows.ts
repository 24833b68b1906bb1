import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { SESSION_RULES, type NoShowParty } from '#business/sessions'
import { toDbInstant } from '#database/columns'
import { isUniqueViolation } from '#database/errors'
import type { User } from '#accounts/index'
import { pauseMentor } from '#mentoring/index'
import { RESPONSIVENESS_RULES } from '#business/responsiveness'
import { SessionError } from '#scheduling/errors'
// Scheduling's events (their names and payloads, declared on core's EventsList).
import type {} from '#scheduling/events'
import type MentoringSession from '#scheduling/models/mentoring_session'
import SessionNoShow from '#scheduling/models/session_no_show'
import { noShowDisputeDeadline, noShowReportDeadline } from '#scheduling/services/no_show_rules'
import { giveCreditBack } from '#scheduling/services/entitlements'
import { findSession, settleDueSessions } from '#scheduling/services/session_lifecycle'

/*
| No-shows (issue 32): from a session's end until 48 h later either party may report that the
| other did not show up; the reported party may dispute it within 48 h of the report. Undisputed,
| it is upheld by the tick once that window has passed; disputed, an admin decides in the
| console. A mentor's no-show that stands gives the mentee back what the call used; a mentee's
| keeps it used. The session stays completed and carries the no-show.
|
| Every change is a conditional update on the state it starts from, and `settled_at` (the
| credit rule applied) is claimed once, so two ticks, or a tick racing an admin, settle once.
| Who may report or dispute is SessionPolicy's; the rules of when are here.
*/

function roleOf(user: User, session: MentoringSession): NoShowParty {
  return session.mentorUserId === user.id ? 'mentor' : 'mentee'
}

/** The no-show reported on a session, or null. */
export function noShowOf(sessionId: number, client?: QueryClientContract) {
  return SessionNoShow.query(client ? { client } : {})
    .where('sessionId', sessionId)
    .first()
}

/**
 * A party (SessionPolicy.reportNoShow) reports that the other did not show up, with an optional
 * note. Once per session, whoever reports: the unique index on `session_id` keeps a second
 * report, even one sent at the same moment, from being stored.
 */
export async function reportNoShow(
  user: User,
  sessionId: number,
  note: string | null,
  now: DateTime = DateTime.utc()
) {
  let session = await findSession(sessionId)
  if (session.status === 'confirmed' && session.endsAt <= now) {
    await settleDueSessions(now)
    session = await findSession(sessionId)
  }
  if (session.status === 'pending' || session.status === 'cancelled') {
    throw new SessionError('invalid_state')
  }
  if (session.endsAt > now || session.status !== 'completed') {
    throw new SessionError('no_show_too_early')
  }
  if (await noShowOf(session.id)) throw new SessionError('no_show_reported')
  if (now > noShowReportDeadline(session.endsAt)) {
    throw new SessionError('no_show_too_late', { hours: SESSION_RULES.noShowReportHours })
  }
  const absentParty: NoShowParty = roleOf(user, session) === 'mentor' ? 'mentee' : 'mentor'
  let noShow: SessionNoShow
  try {
    noShow = await SessionNoShow.create({
      sessionId: session.id,
      reporterUserId: user.id,
      absentParty,
      reportNote: note || null,
      reportedAt: now,
      status: 'reported',
      createdAt: now,
      updatedAt: now,
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new SessionError('no_show_reported')
    throw error
  }
  await emitter.emit('session:no_show_reported', {
    sessionId: session.id,
    mentorUserId: session.mentorUserId,
    at: now,
    noShowId: noShow.id,
  })
}

/**
 * The party reported absent (SessionPolicy.disputeNoShow) disputes the report within the dispute
 * window (exactly 48 h after it included), with an optional note: an admin will decide.
 */
export async function disputeNoShow(
  sessionId: number,
  note: string | null,
  now: DateTime = DateTime.utc()
) {
  const session = await findSession(sessionId)
  const noShow = await noShowOf(session.id)
  if (!noShow || noShow.status !== 'reported') throw new SessionError('no_show_not_disputable')
  if (now > noShowDisputeDeadline(noShow.reportedAt)) {
    throw new SessionError('no_show_dispute_too_late', { hours: SESSION_RULES.noShowDisputeHours })
  }
  const at = toDbInstant(now)
  // The tick may have upheld it meanwhile (only once the window is over, but clocks differ).
  const disputed = await db
    .from('session_no_shows')
    .where('id', noShow.id)
    .where('status', 'reported')
    .whereNull('settled_at')
    .update({ status: 'disputed', disputed_at: at, dispute_note: note || null, updated_at: at })
  if (Number(disputed) !== 1) throw new SessionError('no_show_not_disputable')
  await emitter.emit('session:no_show_disputed', {
    sessionId: session.id,
    mentorUserId: session.mentorUserId,
    at: now,
    noShowId: noShow.id,
  })
}

export type NoShowOutcome = 'upheld' | 'dismissed'

/**
 * Applies an outcome once: the conditional update from `from` claims `settled_at`; a mentor's
 * no-show that stands gives the mentee's credit back, in the same transaction. False when
 * someone else settled it first (nothing changed).
 */
async function settle(
  noShow: SessionNoShow,
  from: 'reported' | 'disputed',
  outcome: NoShowOutcome,
  decision: { byUserId: number; note: string | null } | null,
  now: DateTime
) {
  const at = toDbInstant(now)
  return db.transaction(async (trx) => {
    const claimed = await trx
      .from('session_no_shows')
      .where('id', noShow.id)
      .where('status', from)
      .whereNull('settled_at')
      .update({
        status: outcome,
        settled_at: at,
        updated_at: at,
        ...(decision && {
          decided_by_user_id: decision.byUserId,
          decided_at: at,
          decision_note: decision.note,
        }),
      })
    if (Number(claimed) !== 1) return false
    if (outcome === 'upheld' && noShow.absentParty === 'mentor') {
      const [session] = await trx
        .from('mentoring_sessions')
        .where('id', noShow.sessionId)
        .select('id', 'entitlement')
      if (session) await giveCreditBack(trx, session, now)
    }
    return true
  })
}

async function told(
  noShow: SessionNoShow,
  outcome: NoShowOutcome,
  byAdmin: boolean,
  now: DateTime
) {
  const [session] = await db
    .from('mentoring_sessions')
    .where('id', noShow.sessionId)
    .select('mentor_user_id')
  await emitter.emit('session:no_show_settled', {
    sessionId: noShow.sessionId,
    mentorUserId: session ? session.mentor_user_id : null,
    at: now,
    noShowId: noShow.id,
    outcome,
    byAdmin,
    absentParty: noShow.absentParty,
  })
}

/**
 * The tick's part: reports left undisputed past their dispute window (strictly after it) are
 * upheld, the credit rule applied, both parties told. Each is claimed by a conditional update,
 * so two ticks at once settle it once. Returns how many this run settled.
 */
export async function settleUndisputedNoShows(now: DateTime = DateTime.utc()) {
  const due = await SessionNoShow.query()
    .where('status', 'reported')
    .whereNull('settledAt')
    .where('reportedAt', '<', toDbInstant(now.minus({ hours: SESSION_RULES.noShowDisputeHours })))
    .orderBy('reportedAt')
  let settled = 0
  for (const noShow of due) {
    if (!(await settle(noShow, 'reported', 'upheld', null, now))) continue
    settled += 1
    await told(noShow, 'upheld', false, now)
  }
  return settled
}

/**
 * An admin decides a disputed no-show (the console): it stands (upheld; the credit back when the
 * mentor was absent) or it did not happen (dismissed). Both parties are told.
 */
export async function decideNoShow(
  admin: User,
  noShowId: number,
  outcome: NoShowOutcome,
  note: string | null,
  now: DateTime = DateTime.utc()
) {
  const noShow = await SessionNoShow.find(noShowId)
  if (!noShow) throw new SessionError('session_not_found')
  if (noShow.status !== 'disputed') throw new SessionError('no_show_not_disputed')
  const done = await settle(noShow, 'disputed', outcome, { byUserId: admin.id, note }, now)
  if (!done) throw new SessionError('no_show_not_disputed')
  await told(noShow, outcome, true, now)
}

/**
 * How many no-shows of a mentor reported since `since` stand undisputed (upheld without a
 * dispute): the rule that pauses a mentor counts them.
 */
export async function undisputedMentorNoShowsSince(
  mentorUserId: number,
  since: DateTime,
  client: QueryClientContract = db.connection()
) {
  const [row] = await client
    .from('session_no_shows as n')
    .join('mentoring_sessions as s', 's.id', 'n.session_id')
    .where('s.mentor_user_id', mentorUserId)
    .where('n.absent_party', 'mentor')
    .where('n.status', 'upheld')
    .whereNull('n.disputed_at')
    .where('n.reported_at', '>=', toDbInstant(since))
    .count('* as total')
  return Number(row.total)
}

/**
 * A no-show of the mentor now stands undisputed: with RESPONSIVENESS_RULES'
 * count of them reported within its window, mentoring pauses the mentor.
 * Returns whether this call paused them.
 */
export async function recordUndisputedNoShow(mentorUserId: number, now: DateTime) {
  const since = now.minus({ days: RESPONSIVENESS_RULES.noShowWindowDays })
  const count = await undisputedMentorNoShowsSince(mentorUserId, since)
  if (count < RESPONSIVENESS_RULES.pauseAfterNoShows) return false
  return pauseMentor(mentorUserId, 'noShows', now)
}
