import { LIVE_SESSION_STATUSES } from '#business/sessions'
import { DateTime } from 'luxon'
import type { I18n } from '@adonisjs/i18n'
import env from '#start/env'
import type { Locale } from '#business/app'
import { DISCOUNTS } from '#business/pricing'
import { REFERRAL_RULES } from '#business/referrals'
import { toDbInstant } from '#database/columns'
import type { User } from '#accounts/index'
import { formerMemberName, membersByIds, readerLocale } from '#accounts/index'
import { cardsOfMentors, mentorProfileOfUser } from '#mentoring/index'
import { findMatches, onboardingCriteria } from '#mentoring/index'
import { keepsSavedMentors, savedMentorIds } from '#mentoring/index'
import MentoringSession from '#scheduling/models/mentoring_session'
import SessionNote from '#scheduling/models/session_note'
import Feedback from '#scheduling/models/feedback'
import {
  listSessions,
  preloadForView,
  sessionViewsOf,
  type SessionView,
} from '#scheduling/services/session_views'
import { membersOfSessions, partiesIn } from '#scheduling/services/session_parties'
import { outcomesOfMentor, type MentorOutcomes } from '#scheduling/services/session_outcomes'

/**
 * The dashboard (`/dashboard`). A MENTOR sees the mentor view (requests
 * waiting for them, upcoming sessions, feedback received, their mentees'
 * outcomes without names); everyone else
 * (STUDENT, ADMIN) the mentee view (sessions, industries, refer and earn,
 * recent notes, saved and recommended mentors, the advisor call).
 *
 * Sessions come from the one session view (session_views.ts), so notes and
 * private feedback cannot leak; feedback received is read here and carries
 * its public part only.
 */

/** How many items each section shows (each links to the full list). */
export const DASHBOARD_LIMITS = {
  sessions: 3,
  notes: 3,
  savedMentors: 3,
  recommended: 3,
  requests: 5,
  feedback: 3,
  /** Characters of a note shown on the dashboard. */
  noteExcerpt: 280,
} as const

/** A session on a dashboard card: when, with whom, where it stands. */
export type DashboardSession = {
  id: number
  status: SessionView['status']
  role: SessionView['role']
  startsAt: string
  endsAt: string
  durationMinutes: number
  counterpart: {
    name: string
    initials: string
    imageUrl: string | null
    profilePath: string | null
  }
  objective: string
  isFreeCall: boolean
  awaitingConfirmationFrom: SessionView['awaitingConfirmationFrom']
  /** A reschedule request the viewer must answer. */
  rescheduleAwaitingMe: boolean
  awaitingFeedback: boolean
}

export type SessionList = { items: DashboardSession[]; total: number }

export type MenteeDashboard = {
  upcoming: SessionList
  past: SessionList
  industries: { id: number; name: string }[]
  notes: {
    sessionId: number
    excerpt: string
    updatedAt: string
    sessionStartsAt: string
    counterpartName: string
  }[]
  savedMentors: {
    items: Awaited<ReturnType<typeof cardsOfMentors>>
    total: number
    /** Only a STUDENT keeps saved mentors. */
    available: boolean
  }
  recommended: {
    /** False until the user has industries (the one required criterion). */
    available: boolean
    items: (Awaited<ReturnType<typeof cardsOfMentors>>[number] & {
      score: number
      reasons: { factor: string; points: number; text: string }[]
    })[]
  }
  referral: {
    friendDiscountPercent: number
    creditPerConversion: number
    conversionsPerFreeSession: number
  }
  advisorCall: { bookingUrl: string | null }
}

export type MentorDashboard = {
  requests: SessionList
  upcoming: SessionList
  feedback: {
    id: number
    sessionId: number
    overallRating: number
    publicText: string | null
    menteeFirstName: string
    createdAt: string
  }[]
  stats: { rating: number; ratingsCount: number; sessionsCount: number }
  /** The outcome follow-up's answers of their mentees: counts, and lines without names. */
  outcomes: MentorOutcomes
}

export type DashboardView =
  | { view: 'mentee'; firstName: string; mentee: MenteeDashboard; mentor: null }
  | { view: 'mentor'; firstName: string; mentee: null; mentor: MentorDashboard }

/** The page's props: the view, and whether this is the user's first visit (the greeting). */
export type DashboardProps = DashboardView & { firstVisit: boolean }

function dashboardSession(view: SessionView): DashboardSession {
  return {
    id: view.id,
    status: view.status,
    role: view.role,
    startsAt: view.startsAt,
    endsAt: view.endsAt,
    durationMinutes: view.durationMinutes,
    counterpart: {
      name: view.counterpart.name,
      initials: view.counterpart.initials,
      imageUrl: view.counterpart.imageUrl,
      profilePath: view.counterpart.profilePath,
    },
    objective: view.objective,
    isFreeCall: view.isFreeCall,
    awaitingConfirmationFrom: view.awaitingConfirmationFrom,
    rescheduleAwaitingMe: view.reschedule?.awaitingMe ?? false,
    awaitingFeedback: view.awaitingFeedback,
  }
}

async function sessionList(user: User, tab: 'upcoming' | 'completed', now: DateTime<true>) {
  const page = await listSessions(user, tab, 1, DASHBOARD_LIMITS.sessions, now)
  return { items: page.data.map(dashboardSession), total: page.meta.total }
}

function excerpt(text: string) {
  const max = DASHBOARD_LIMITS.noteExcerpt
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`
}

/** The user's own notes, latest first, on sessions they are a party of. */
async function recentNotes(user: User) {
  const notes = await SessionNote.query()
    .where('authorUserId', user.id)
    .whereHas('session', (session) => {
      session.where((party) => {
        party.where('mentorUserId', user.id).orWhere('menteeUserId', user.id)
      })
    })
    .preload('session')
    .orderByRaw('coalesce(updated_at, created_at) desc')
    .orderBy('id', 'desc')
    .limit(DASHBOARD_LIMITS.notes)
  const members = await membersOfSessions(notes.map((note) => note.session))
  return notes.map((note) => {
    const session = note.session
    const parties = partiesIn(members, session)
    // Null once the other party's account is deleted.
    const counterpart = session.mentorUserId === user.id ? parties.mentee : parties.mentor
    return {
      sessionId: session.id,
      excerpt: excerpt(note.body),
      updatedAt: (note.updatedAt ?? note.createdAt).toUTC().toISO()!,
      sessionStartsAt: session.startsAt.toUTC().toISO()!,
      counterpartName: counterpart?.fullName ?? formerMemberName(readerLocale(user.locale)),
    }
  })
}

async function industriesOf(user: User, locale: Locale) {
  const industries = await user.related('industries').query()
  return industries
    .map((industry) => ({ id: industry.id, name: industry.nameIn(locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

async function savedMentors(user: User, locale: Locale): Promise<MenteeDashboard['savedMentors']> {
  if (!keepsSavedMentors(user)) return { items: [], total: 0, available: false }
  const ids = await savedMentorIds(user)
  return {
    items: await cardsOfMentors(ids.slice(0, DASHBOARD_LIMITS.savedMentors), locale),
    total: ids.length,
    available: true,
  }
}

/** The best matches for the onboarding answers, as catalogue cards with score and reasons. */
async function recommendedMentors(
  user: User,
  i18n: I18n,
  now: DateTime<true>
): Promise<MenteeDashboard['recommended']> {
  const criteria = await onboardingCriteria(user)
  if (!criteria.industries.length) return { available: false, items: [] }
  const matches = await findMatches(criteria, {
    i18n,
    sort: 'score',
    page: 1,
    limit: DASHBOARD_LIMITS.recommended,
    now,
  })
  const cards = await cardsOfMentors(
    matches.data.map((match) => match.id),
    i18n.locale as Locale
  )
  const byId = new Map(cards.map((card) => [card.id, card]))
  return {
    available: true,
    items: matches.data.flatMap((match) => {
      const card = byId.get(match.id)
      return card ? [{ ...card, score: match.score, reasons: match.reasons }] : []
    }),
  }
}

async function menteeDashboard(
  user: User,
  i18n: I18n,
  now: DateTime<true>
): Promise<MenteeDashboard> {
  const locale = i18n.locale as Locale
  const [upcoming, past, industries, notes, saved, recommended] = await Promise.all([
    sessionList(user, 'upcoming', now),
    sessionList(user, 'completed', now),
    industriesOf(user, locale),
    recentNotes(user),
    savedMentors(user, locale),
    recommendedMentors(user, i18n, now),
  ])
  return {
    upcoming,
    past,
    industries,
    notes,
    savedMentors: saved,
    recommended,
    referral: {
      friendDiscountPercent: DISCOUNTS.referralPercent,
      creditPerConversion: REFERRAL_RULES.creditPerConversionEur,
      conversionsPerFreeSession: REFERRAL_RULES.conversionsPerFreeSession,
    },
    advisorCall: { bookingUrl: env.get('TEAM_BOOKING_URL') || null },
  }
}

/**
 * Booking requests and reschedule requests the mentor has to answer, soonest
 * first: pending bookings the mentor has not confirmed, and live sessions
 * with a reschedule request from the mentee still open.
 */
async function waitingRequests(user: User, now: DateTime<true>): Promise<SessionList> {
  const sessions = await preloadForView(
    MentoringSession.query()
      .where('mentorUserId', user.id)
      .whereIn('status', [...LIVE_SESSION_STATUSES])
      .where('endsAt', '>', toDbInstant(now))
      .where((waiting) => {
        waiting
          .where((booking) => booking.where('status', 'pending').whereNull('mentorConfirmedAt'))
          .orWhereHas('rescheduleRequests', (request) => {
            request.where('status', 'pending').whereNot('requestedByUserId', user.id)
          })
      })
  )
    .orderBy('startsAt', 'asc')
    .orderBy('id', 'asc')
  const all = await sessionViewsOf(sessions, user, now)
  const views = all.filter(
    (view) => view.awaitingConfirmationFrom === 'mentor' || view.reschedule?.awaitingMe === true
  )
  return {
    items: views.slice(0, DASHBOARD_LIMITS.requests).map(dashboardSession),
    total: views.length,
  }
}

/** The mentees' feedback on the mentor's sessions, latest first: public parts only. */
async function feedbackReceived(user: User): Promise<MentorDashboard['feedback']> {
  const rows = await Feedback.query()
    .where('authorRole', 'mentee')
    .whereHas('session', (session) => session.where('mentorUserId', user.id))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(DASHBOARD_LIMITS.feedback)
  // The author's id is null once their account is deleted.
  const authors = await membersByIds(
    rows.flatMap((feedback) => (feedback.authorUserId === null ? [] : [feedback.authorUserId]))
  )
  return rows.map((feedback) => {
    const author = feedback.authorUserId === null ? null : authors.get(feedback.authorUserId)
    return {
      id: feedback.id,
      sessionId: feedback.sessionId,
      overallRating: feedback.overallRating,
      publicText: feedback.publicText,
      menteeFirstName: author?.firstName ?? formerMemberName(readerLocale(user.locale)),
      createdAt: feedback.createdAt.toUTC().toISO()!,
    }
  })
}

async function mentorDashboard(user: User, now: DateTime<true>): Promise<MentorDashboard> {
  const [requests, upcoming, feedback, profile, outcomes] = await Promise.all([
    waitingRequests(user, now),
    sessionList(user, 'upcoming', now),
    feedbackReceived(user),
    mentorProfileOfUser(user.id),
    outcomesOfMentor(user.id),
  ])
  return {
    requests,
    upcoming,
    feedback,
    stats: {
      rating: profile?.rating ?? 0,
      ratingsCount: profile?.ratingsCount ?? 0,
      sessionsCount: profile?.sessionsCount ?? 0,
    },
    outcomes,
  }
}

/** Everything the dashboard page shows for this user. */
export async function dashboardFor(
  user: User,
  i18n: I18n,
  now = DateTime.utc()
): Promise<DashboardView> {
  if (user.role === 'MENTOR') {
    return {
      view: 'mentor',
      firstName: user.firstName,
      mentee: null,
      mentor: await mentorDashboard(user, now),
    }
  }
  return {
    view: 'mentee',
    firstName: user.firstName,
    mentee: await menteeDashboard(user, i18n, now),
    mentor: null,
  }
}
