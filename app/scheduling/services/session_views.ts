import { DateTime } from 'luxon'
import {
  SESSION_RULES,
  type CommunicationTool,
  type NoShowParty,
  type NoShowStatus,
  type SessionCanceller,
  type SessionStatus,
  type SessionTab,
  LIVE_SESSION_STATUSES,
  isLiveSession,
} from '#business/sessions'
import type { Locale } from '#business/app'
import { toDbInstant } from '#database/columns'
import type { Member, User } from '#accounts/index'
import MentoringSession from '#scheduling/models/mentoring_session'
import type Feedback from '#scheduling/models/feedback'
import { profileThumbnailUrl } from '#accounts/index'
import { formerMemberName, initialsOf, isTimeZone, readerLocale } from '#accounts/index'
import { profilePath } from '#mentoring/index'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { isAllowed } from '#core/authorization'
import SessionPolicy from '#scheduling/policies/session_policy'
import {
  freeRescheduleTimes,
  rescheduleDeadline,
} from '#scheduling/services/reschedule_availability'
import { membersOfSessions, partiesIn } from '#scheduling/services/session_parties'
import { clockChangesBetween } from '#scheduling/services/clock_changes'
import {
  noShowDisputeDeadline,
  noShowDisputeOpen,
  noShowReportDeadline,
  noShowReportOpen,
} from '#scheduling/services/no_show_rules'

type SessionQuery = ModelQueryBuilderContract<typeof MentoringSession>

/**
 * What a party of a session sees of it. Built in one place so that notes,
 * private feedback and the other party's private data can never leak: a note
 * is the viewer's own, feedback from the other party carries its public part
 * only.
 */
export type SessionParty = {
  /** Null for a former member (a deleted account): named as such, nothing else kept. */
  id: number | null
  former: boolean
  name: string
  firstName: string
  /** For an avatar without a picture ("FM" for a former member, "EM" in Italian). */
  initials: string
  imageUrl: string | null
  /** The mentor's public profile path; null for the mentee. */
  profilePath: string | null
  /**
   * The language the party reads the product's e-mails in (a reason typed for
   * them arrives as typed); null for a former member, who gets none.
   */
  locale: Locale | null
}

export type PublicFeedbackView = {
  overallRating: number
  communicationRating: number | null
  knowledgeRating: number | null
  wouldRecommend: boolean | null
  publicText: string | null
  createdAt: string
}

export type OwnFeedbackView = PublicFeedbackView & { privateText: string | null }

export type SessionView = {
  id: number
  status: SessionStatus
  /** The viewer's side of the session. */
  role: 'mentor' | 'mentee'
  startsAt: string
  endsAt: string
  durationMinutes: number
  mentorTimeZone: string
  mentor: SessionParty
  mentee: SessionParty
  /** The other party, for cards. */
  counterpart: SessionParty
  objective: string
  problem: string
  desiredOutcome: string
  communicationTool: CommunicationTool
  meetingLink: string | null
  isFreeCall: boolean
  /** Who has to confirm the booking; null once confirmed (or over). */
  awaitingConfirmationFrom: 'mentor' | 'mentee' | null
  reschedule: {
    id: number
    startsAt: string
    endsAt: string
    reason: string
    requestedBy: 'mentor' | 'mentee'
    /** The viewer is the party who must confirm it. */
    awaitingMe: boolean
    /**
     * The new time can still be taken (nobody booked it since, the mentor's
     * schedule still offers it, neither party has another session then);
     * when it cannot, it can no longer be confirmed and another time may be proposed.
     */
    timeAvailable: boolean
  } | null
  cancellation: {
    reason: string | null
    by: SessionCanceller
    at: string | null
  } | null
  /**
   * A party's report that the other did not show up (the session stays completed): who was
   * absent, both notes, its state and until when it can be disputed.
   */
  noShow: {
    absentParty: NoShowParty
    /** The viewer reported it (else the other party did: the viewer is the absent one). */
    reportedByMe: boolean
    reportNote: string | null
    reportedAt: string
    status: NoShowStatus
    disputeNote: string | null
    disputedAt: string | null
    /** The last instant it can be disputed. */
    disputeUntil: string
    decidedAt: string | null
    decisionNote: string | null
    /** The mentee's credit came back (a mentor's no-show that stands). */
    creditReturned: boolean
  } | null
  /** Until when the viewer may report a no-show (the session's end plus the window); null when not completed. */
  noShowReportUntil: string | null
  myNote: { body: string; updatedAt: string } | null
  myFeedback: OwnFeedbackView | null
  theirFeedback: PublicFeedbackView | null
  /** Completed and the viewer has not left feedback yet. */
  awaitingFeedback: boolean
  /** Join call is enabled between these instants (joinOpensAt .. endsAt). */
  joinOpensAt: string
  /**
   * The daylight-saving changes in the viewer's or the other party's zone
   * between the booking and the start of a session still to happen (the
   * times shown already take them into account): the zone and the instant.
   */
  clockChanges: { zone: string; at: string }[]
  /**
   * What the viewer may do now: SessionPolicy's answer (who) and the
   * lifecycle's state rules (when). The server checks both again on every action.
   */
  can: {
    confirm: boolean
    cancel: boolean
    reschedule: boolean
    confirmReschedule: boolean
    declineReschedule: boolean
    join: boolean
    feedback: boolean
    reportNoShow: boolean
    disputeNoShow: boolean
    notes: boolean
    editMeetingLink: boolean
  }
}

export const SESSION_PAGE_SIZE = 10

function iso(value: DateTime) {
  return value.toUTC().toISO()!
}

function partyOf(member: Member | null, isMentor: boolean, formerName: string): SessionParty {
  if (!member) {
    return {
      id: null,
      former: true,
      name: formerName,
      firstName: formerName,
      initials: initialsOf(formerName),
      imageUrl: null,
      profilePath: null,
      locale: null,
    }
  }
  return {
    id: member.id,
    former: false,
    name: member.fullName,
    firstName: member.firstName,
    initials: member.initials,
    imageUrl: profileThumbnailUrl(member.photoUrl),
    profilePath: isMentor ? profilePath({ userId: member.id, slug: member.slug }) : null,
    locale: member.locale,
  }
}

function publicFeedback(feedback: Feedback): PublicFeedbackView {
  return {
    overallRating: feedback.overallRating,
    communicationRating: feedback.communicationRating,
    knowledgeRating: feedback.knowledgeRating,
    wouldRecommend: feedback.wouldRecommend,
    publicText: feedback.publicText,
    createdAt: iso(feedback.createdAt),
  }
}

/** Hours from now to an instant. */
export function hoursUntil(instant: DateTime, now: DateTime) {
  return instant.diff(now, 'hours').hours
}

/**
 * The view of a session loaded with `preloadForView`, for `viewer`.
 * `freeTimes`: the ids of open reschedule requests whose new time is still
 * free (freeRescheduleTimes); `members`: its parties (membersOfSessions).
 * sessionViewsOf reads both.
 */
/**
 * Who cancelled a session, as its parties read it. A party whose account is gone (deleted by
 * themselves, an admin or the retention job) left: the session reads so, whoever cancelled it,
 * unless the reader cancelled it themselves.
 */
function cancellerOf(session: MentoringSession, viewerId: number): SessionCanceller {
  const by = session.cancelledByUserId
  if (by !== null && by === viewerId) return session.mentorUserId === viewerId ? 'mentor' : 'mentee'
  if (session.mentorUserId === null) return 'mentor_left'
  if (session.menteeUserId === null) return 'mentee_left'
  if (by === null) return 'system'
  if (by === session.mentorUserId) return 'mentor'
  if (by === session.menteeUserId) return 'mentee'
  return 'admin'
}

/** The clock changes a live session's card mentions (SessionView.clockChanges). */
function clockChangesOf(session: MentoringSession, zones: (string | null | undefined)[]) {
  const valid = zones.filter((zone): zone is string => isTimeZone(zone))
  return [...new Set(valid)]
    .flatMap((zone) => clockChangesBetween(session.createdAt, session.startsAt, zone))
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map((change) => ({ zone: change.zone, at: iso(change.at) }))
}

export function sessionViewOf(
  session: MentoringSession,
  viewer: User,
  now: DateTime,
  freeTimes: ReadonlySet<number>,
  members: ReadonlyMap<number, Member>
): SessionView {
  const role = session.mentorUserId === viewer.id ? 'mentor' : 'mentee'
  // Null once that party's account is deleted.
  const { mentor: mentorUser, mentee: menteeUser } = partiesIn(members, session)
  const formerName = mentorUser && menteeUser ? '' : formerMemberName(readerLocale(viewer.locale))
  const mentor = partyOf(mentorUser, true, formerName)
  const mentee = partyOf(menteeUser, false, formerName)
  const live = isLiveSession(session.status)
  const ended = session.endsAt <= now
  const request = session.rescheduleRequests?.find((item) => item.status === 'pending') ?? null
  const requestOpen = !!request && now < rescheduleDeadline(session, request.newStartsAt)
  const requestedBy =
    request && request.requestedByUserId === session.mentorUserId ? 'mentor' : 'mentee'
  const timeAvailable = !!request && freeTimes.has(request.id)
  const policy = new SessionPolicy()
  const mayAnswer = isAllowed(
    policy.answerReschedule(viewer, session, request && requestOpen && live ? request : null)
  )
  const mine = (session.feedback ?? []).find((item) => item.authorUserId === viewer.id) ?? null
  const theirs = (session.feedback ?? []).find((item) => item.authorRole !== role) ?? null
  const note = (session.notes ?? []).find((item) => item.authorUserId === viewer.id) ?? null
  const awaitingConfirmationFrom =
    session.status !== 'pending' ? null : session.mentorConfirmedAt ? 'mentee' : 'mentor'
  const joinOpensAt = session.startsAt.minus({ minutes: SESSION_RULES.joinOpensMinutesBefore })
  const cancelledBy = session.status !== 'cancelled' ? null : cancellerOf(session, viewer.id)
  const noShow = session.noShow ?? null
  // A no-show that stands or waits for a decision: no feedback is asked for the session.
  const noShowHeld = !!noShow && noShow.status !== 'dismissed'

  return {
    id: session.id,
    status: session.status,
    role,
    startsAt: iso(session.startsAt),
    endsAt: iso(session.endsAt),
    durationMinutes: session.durationMinutes,
    mentorTimeZone: mentorUser?.timezone ?? 'UTC',
    mentor,
    mentee,
    counterpart: role === 'mentor' ? mentee : mentor,
    objective: session.objective,
    problem: session.problem,
    desiredOutcome: session.desiredOutcome,
    communicationTool: session.communicationTool,
    meetingLink: session.meetingLink,
    isFreeCall: session.isFreeCall,
    awaitingConfirmationFrom,
    reschedule:
      request && requestOpen && live
        ? {
            id: request.id,
            startsAt: iso(request.newStartsAt),
            endsAt: iso(request.newEndsAt),
            reason: request.reason,
            requestedBy,
            awaitingMe: mayAnswer,
            timeAvailable,
          }
        : null,
    cancellation: cancelledBy
      ? {
          reason: session.cancelReason,
          by: cancelledBy,
          at: session.cancelledAt ? iso(session.cancelledAt) : null,
        }
      : null,
    noShow: noShow
      ? {
          absentParty: noShow.absentParty,
          reportedByMe: noShow.absentParty !== role,
          reportNote: noShow.reportNote,
          reportedAt: iso(noShow.reportedAt),
          // Past its dispute window, an undisputed report stands (the tick settles the credit).
          status:
            noShow.status === 'reported' && !noShowDisputeOpen(noShow, now)
              ? 'upheld'
              : noShow.status,
          disputeNote: noShow.disputeNote,
          disputedAt: noShow.disputedAt ? iso(noShow.disputedAt) : null,
          disputeUntil: iso(noShowDisputeDeadline(noShow.reportedAt)),
          decidedAt: noShow.decidedAt ? iso(noShow.decidedAt) : null,
          decisionNote: noShow.decisionNote,
          creditReturned:
            noShow.status === 'upheld' &&
            noShow.absentParty === 'mentor' &&
            session.entitlement !== null &&
            session.entitlementReturnedAt !== null,
        }
      : null,
    noShowReportUntil:
      session.status === 'completed' ? iso(noShowReportDeadline(session.endsAt)) : null,
    myNote: note ? { body: note.body, updatedAt: iso(note.updatedAt ?? note.createdAt) } : null,
    myFeedback: mine ? { ...publicFeedback(mine), privateText: mine.privateText } : null,
    theirFeedback: theirs ? publicFeedback(theirs) : null,
    awaitingFeedback: session.status === 'completed' && !mine && !noShowHeld,
    joinOpensAt: iso(joinOpensAt),
    clockChanges:
      live && !ended
        ? clockChangesOf(session, [
            viewer.timezone,
            (role === 'mentor' ? menteeUser : mentorUser)?.timezone,
          ])
        : [],
    can: {
      confirm:
        session.status === 'pending' && !ended && isAllowed(policy.confirm(viewer, session, now)),
      cancel:
        live &&
        hoursUntil(session.startsAt, now) >= SESSION_RULES.cancelNoticeHours &&
        isAllowed(policy.cancel(viewer, session)),
      // A proposal whose time is gone may be replaced by a new one (by either party).
      reschedule:
        live &&
        (!requestOpen || !timeAvailable) &&
        hoursUntil(session.startsAt, now) > SESSION_RULES.rescheduleNoticeHours &&
        isAllowed(policy.reschedule(viewer, session)),
      confirmReschedule: live && requestOpen && timeAvailable && mayAnswer,
      declineReschedule: live && requestOpen && mayAnswer,
      join: session.status === 'confirmed' && !!session.meetingLink && now >= joinOpensAt && !ended,
      feedback:
        ended &&
        session.status === 'completed' &&
        !mine &&
        !noShowHeld &&
        isAllowed(policy.leaveFeedback(viewer, session)),
      reportNoShow:
        !noShow &&
        noShowReportOpen(session, now) &&
        isAllowed(policy.reportNoShow(viewer, session)),
      disputeNoShow:
        !!noShow &&
        noShowDisputeOpen(noShow, now) &&
        isAllowed(policy.disputeNoShow(viewer, session, noShow)),
      notes: isAllowed(policy.writeNote(viewer, session)),
      editMeetingLink: live && !ended && isAllowed(policy.setMeetingLink(viewer, session)),
    },
  }
}

/** The views of sessions loaded with `preloadForView`, for `viewer`. */
export async function sessionViewsOf(
  sessions: MentoringSession[],
  viewer: User,
  now: DateTime = DateTime.utc()
): Promise<SessionView[]> {
  const [freeTimes, members] = await Promise.all([
    freeRescheduleTimes(sessions, now),
    membersOfSessions(sessions),
  ])
  return sessions.map((session) => sessionViewOf(session, viewer, now, freeTimes, members))
}

/** Relations `sessionViewOf` reads (its parties are read by sessionViewsOf). */
export function preloadForView(query: SessionQuery) {
  return query
    .preload('rescheduleRequests', (requests) => requests.where('status', 'pending'))
    .preload('feedback')
    .preload('notes')
    .preload('noShow')
}

/** The sessions of a user where they are the mentor or the mentee. */
function partyQuery(user: User) {
  return MentoringSession.query().where((party) => {
    party.where('mentorUserId', user.id).orWhere('menteeUserId', user.id)
  })
}

/** Narrows a party query to a My Sessions tab, in the tab's natural order. */
export function applyTab(query: SessionQuery, tab: SessionTab, now: DateTime = DateTime.utc()) {
  const at = toDbInstant(now)
  switch (tab) {
    case 'upcoming':
      return query
        .whereIn('status', [...LIVE_SESSION_STATUSES])
        .where('endsAt', '>', at)
        .orderBy('startsAt', 'asc')
    case 'completed':
      return query.where('status', 'completed').orderBy('startsAt', 'desc')
    case 'cancelled':
      return query.where('status', 'cancelled').orderBy('startsAt', 'desc')
    case 'all':
      return query.orderBy('startsAt', 'desc')
  }
}

export type SessionPage = {
  data: SessionView[]
  meta: { total: number; page: number; perPage: number; lastPage: number }
}

/** One page of a user's sessions in a tab. */
export async function listSessions(
  user: User,
  tab: SessionTab,
  page = 1,
  perPage = SESSION_PAGE_SIZE,
  now: DateTime = DateTime.utc()
): Promise<SessionPage> {
  const result = await preloadForView(applyTab(partyQuery(user), tab, now))
    .orderBy('id', 'asc')
    .paginate(page, perPage)
  return {
    data: await sessionViewsOf(result.all(), user, now),
    meta: {
      total: result.total,
      page: result.currentPage,
      perPage: result.perPage,
      lastPage: Math.max(1, result.lastPage),
    },
  }
}

/**
 * One session ready for sessionViewOf (null when there is none). Who may see
 * it is SessionPolicy.view's: ask it before showing the view.
 */
export async function findSessionForView(sessionId: number) {
  return preloadForView(MentoringSession.query().where('id', sessionId)).first()
}

/**
 * A session its mentee booked in this request (the stored row the booking
 * returned), ready for sessionViewOf with its parties (membersOfSessions):
 * nothing can hang on the session yet (no reschedule request, feedback or note).
 */
export function bookedSessionFor(session: MentoringSession) {
  session.$setRelated('rescheduleRequests', [])
  session.$setRelated('feedback', [])
  session.$setRelated('notes', [])
  session.$setRelated('noShow', null)
  return session
}
