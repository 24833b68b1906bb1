/** The dashboard's props: the server's own types (app/scheduling/services/dashboard.ts). */
import type { MentorDashboard, MenteeDashboard } from '#scheduling/services/dashboard'

export type {
  DashboardProps,
  DashboardSession,
  MenteeDashboard,
  MentorDashboard,
  SessionList,
} from '#scheduling/services/dashboard'

export type RecommendedMentor = MenteeDashboard['recommended']['items'][number]
export type ReceivedFeedback = MentorDashboard['feedback'][number]
