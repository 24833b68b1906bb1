import { DateTime } from 'luxon'
import { BasePolicy } from '@adonisjs/bouncer'
import { allow, deny } from '#core/authorization'
import type { User } from '#accounts/index'
import type MentoringSession from '#scheduling/models/mentoring_session'
import type RescheduleRequest from '#scheduling/models/reschedule_request'
import type SessionNoShow from '#scheduling/models/session_no_show'

/**
 * Who may do what with a session (product decisions, "Sessions"). A session
 * is its two parties' alone: to anyone else, admins included (they use the
 * console), it does not exist (NOT_FOUND, nothing revealed). A party who
 * may not take an action gets FORBIDDEN with the reason.
 *
 * Only who: whether the session's state allows the action now (pending or
 * confirmed, the notice before the start, an open proposal, feedback once
 * after the end) is the session lifecycle's rule, checked where the action
 * is carried out (#scheduling/services/session_lifecycle, session_feedback).
 * Where the answer to "who" depends on the state (whose confirmation a
 * booking waits for, who made a proposal), a session waiting for nobody
 * refuses nobody: the lifecycle then answers that there is nothing to do.
 *
 * The controllers authorise each action with ctx.bouncer; the session views
 * ask the same methods for the buttons a page shows (`can`).
 */
export default class SessionPolicy extends BasePolicy {
  /** Book a session with a listed mentor: anyone but the mentor themself. */
  book(user: User, mentor: { userId: number }) {
    return user.id === mentor.userId ? deny('FORBIDDEN', 'sessions.errors.selfBooking') : allow()
  }

  /** See the session (its page, its slots for a new time, its answer after an action). */
  view(user: User, session: MentoringSession) {
    return partyOnly(user, session)
  }

  /**
   * Confirm a booking: the party it waits for (the mentor, for a mentee's
   * booking; the mentee once the mentor has confirmed). A booking still to
   * happen waits for one party; any other session waits for nobody.
   */
  confirm(user: User, session: MentoringSession, now: DateTime = DateTime.utc()) {
    if (!session.isParty(user.id)) return notFound()
    const awaited = confirmationAwaitedFrom(session, now)
    if (awaited && awaited !== roleOf(user, session)) {
      return deny('FORBIDDEN', 'sessions.errors.notYourConfirmation')
    }
    return allow()
  }

  /** Cancel: either party (an admin cancels in the console). */
  cancel(user: User, session: MentoringSession) {
    return partyOnly(user, session)
  }

  /** Propose a new time: either party. */
  reschedule(user: User, session: MentoringSession) {
    return partyOnly(user, session)
  }

  /**
   * Confirm or decline a proposed new time: the party who did not propose it.
   * `open`: the session's open proposal (null when there is none to answer).
   */
  answerReschedule(user: User, session: MentoringSession, open: RescheduleRequest | null) {
    if (!session.isParty(user.id)) return notFound()
    if (open && open.requestedByUserId === user.id) {
      return deny('FORBIDDEN', 'sessions.errors.notYourConfirmation')
    }
    return allow()
  }

  /** Set the meeting link: the mentor. */
  setMeetingLink(user: User, session: MentoringSession) {
    if (!session.isParty(user.id)) return notFound()
    if (session.mentorUserId !== user.id) return deny('FORBIDDEN', 'sessions.errors.forbidden')
    return allow()
  }

  /** Write one's own private note: either party. */
  writeNote(user: User, session: MentoringSession) {
    return partyOnly(user, session)
  }

  /** Leave one's own feedback: either party. */
  leaveFeedback(user: User, session: MentoringSession) {
    return partyOnly(user, session)
  }

  /** Report that the other party did not show up: either party (once per session). */
  reportNoShow(user: User, session: MentoringSession) {
    return partyOnly(user, session)
  }

  /**
   * Dispute a no-show: the party reported as absent. `noShow`: the session's report (null when
   * there is none: the lifecycle then answers that there is nothing to dispute).
   */
  disputeNoShow(user: User, session: MentoringSession, noShow: SessionNoShow | null) {
    if (!session.isParty(user.id)) return notFound()
    if (noShow && noShow.absentParty !== roleOf(user, session)) {
      return deny('FORBIDDEN', 'sessions.errors.notYourNoShow')
    }
    return allow()
  }
}

function notFound() {
  return deny('NOT_FOUND', 'sessions.errors.notFound')
}

function partyOnly(user: User, session: MentoringSession) {
  return session.isParty(user.id) ? allow() : notFound()
}

function roleOf(user: User, session: MentoringSession) {
  return session.mentorUserId === user.id ? 'mentor' : 'mentee'
}

/** The party a booking still to happen waits for; null when it waits for nobody. */
function confirmationAwaitedFrom(session: MentoringSession, now: DateTime) {
  if (session.status !== 'pending' || session.endsAt <= now) return null
  return session.mentorConfirmedAt ? 'mentee' : 'mentor'
}
