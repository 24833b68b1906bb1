import type { SessionPage, SessionView } from '#scheduling/services/session_views'
import type { CommunicationTool, Entitlement, SessionTab } from '#business/sessions'

export type { SessionPage, SessionView, CommunicationTool, Entitlement, SessionTab }

/** One bookable time, as GET /api/mentors/:id/slots and /api/sessions/:id/slots answer it. */
export type Slot = { startsAt: string; endsAt: string }

export type SlotsResponse = {
  data: Slot[]
  mentorTimeZone: string
  durationMinutes: number
  calendarUnavailable: boolean
}
