/** The dashboard's props (DashboardTransformer): the mentee view or the mentor view. */
import type { Data } from '@generated/data'

export type Dashboard = Data.Scheduling.Dashboard
export type MenteeDashboard = NonNullable<Dashboard['mentee']>
export type MentorDashboard = NonNullable<Dashboard['mentor']>
export type SessionList = MenteeDashboard['upcoming']
export type DashboardSession = SessionList['items'][number]
export type RecommendedMentor = MenteeDashboard['recommended']['items'][number]
export type ReceivedFeedback = MentorDashboard['feedback'][number]
