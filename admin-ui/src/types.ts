import type { Data } from '@generated/data'

/*
| The records the console reads: the generated types of the transformers each
| module sends them through (app/<module>/transformers/console/, typed by the
| schema the API document shows), the same `Data.*` the site's pages use.
| `node ace codegen` refreshes them; a view that reads a field the server no
| longer sends fails `npm run typecheck`. Like react-admin's demo, one
| types.ts; views read `useRecordContext<UserRecord>()`.
*/

export type UserRecord = Data.Accounts.Console.User
export type MentorRecord = Data.Mentoring.Console.Mentor
export type MentorApplicationRecord = Data.Mentoring.Console.MentorApplication
export type SkillRecord = Data.Mentoring.Console.Skill
export type IndustryRecord = Data.Admin.Industry
export type ContentPageRecord = Data.Admin.ContentPage
export type AuditLogRecord = Data.Admin.AuditEntry
export type SessionRecord = Data.Scheduling.Console.Session
export type NoShowRecord = Data.Scheduling.Console.NoShow
export type ConversationReportRecord = Data.Mentoring.Console.ConversationReport
export type SubscriptionRecord = Data.Billing.Console.Subscription
export type PaymentRecord = Data.Billing.Console.Payment
export type RefundRecord = Data.Billing.Console.Refund
export type ReferralRecord = Data.Referrals.Console.Referral
export type RewardRecord = Data.Referrals.Console.Reward
export type WaitingListRecord = Data.Billing.Console.WaitingListEntry
export type HelpRequestRecord = Data.Billing.Console.HelpRequest

/** One side's feedback on a session (in the session's own page). */
export type SessionFeedback = NonNullable<SessionRecord['feedback']>[number]
/** A range of a mentor's weekly hours. */
export type ScheduleSlot = NonNullable<MentorRecord['schedule']>[number]

/** A message of a reported conversation (on the report's own page). */
export type ReportedMessage = NonNullable<ConversationReportRecord['messages']>[number]

/** The dashboard's figures. */
export type AnalyticsOverview = Data.Admin.AnalyticsOverview
