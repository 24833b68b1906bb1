import type { SessionStatus } from '#business/sessions'
import type { MentorCardData } from '~/components/mentoring/mentor_card'

/** The dashboard's props as the server sends them (app/scheduling/services/dashboard.ts). */

export type DashboardSession = {
  id: number
  status: SessionStatus
  role: 'mentor' | 'mentee'
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
  awaitingConfirmationFrom: 'mentor' | 'mentee' | null
  rescheduleAwaitingMe: boolean
  awaitingFeedback: boolean
}

export type SessionList = { items: DashboardSession[]; total: number }

export type RecommendedMentor = MentorCardData & {
  score: number
  reasons: { factor: string; points: number; text: string }[]
}

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
  savedMentors: { items: MentorCardData[]; total: number; available: boolean }
  recommended: { available: boolean; items: RecommendedMentor[] }
  referral: {
    friendDiscountPercent: number
    creditPerConversion: number
    conversionsPerFreeSession: number
  }
  advisorCall: { bookingUrl: string | null }
}

export type ReceivedFeedback = {
  id: number
  sessionId: number
  overallRating: number
  publicText: string | null
  menteeFirstName: string
  createdAt: string
}

export type MentorDashboard = {
  requests: SessionList
  upcoming: SessionList
  feedback: ReceivedFeedback[]
  stats: { rating: number; ratingsCount: number; sessionsCount: number }
}

export type DashboardProps =
  | { view: 'mentee'; firstName: string; mentee: MenteeDashboard; mentor: null }
  | { view: 'mentor'; firstName: string; mentee: null; mentor: MentorDashboard }
