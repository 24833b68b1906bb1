import type { AdminOverview, AdminRecordOf } from '#admin/services/record_schemas'

/*
| The records the console reads, as the server's record schemas describe them
| (app/admin/services/record_schemas.ts, the API document's source too): a view
| that reads a field the server no longer sends fails the typecheck. Like
| react-admin's demo, one types.ts; views read `useRecordContext<UserRecord>()`.
*/

export type UserRecord = AdminRecordOf<'users'>
export type MentorRecord = AdminRecordOf<'mentors'>
export type MentorApplicationRecord = AdminRecordOf<'mentor-applications'>
export type SkillRecord = AdminRecordOf<'skills'>
export type IndustryRecord = AdminRecordOf<'industries'>
export type ContentPageRecord = AdminRecordOf<'content-pages'>
export type AuditLogRecord = AdminRecordOf<'audit-log'>
export type SessionRecord = AdminRecordOf<'sessions'>
export type SubscriptionRecord = AdminRecordOf<'subscriptions'>
export type PaymentRecord = AdminRecordOf<'payments'>
export type RefundRecord = AdminRecordOf<'refunds'>
export type ReferralRecord = AdminRecordOf<'referrals'>
export type RewardRecord = AdminRecordOf<'rewards'>
export type WaitingListRecord = AdminRecordOf<'waiting-list'>
export type HelpRequestRecord = AdminRecordOf<'help-requests'>

/** One side's feedback on a session (in the session's detail). */
export type SessionFeedback = NonNullable<SessionRecord['feedback']>[number]
/** A mentor's weekly availability slot. */
export type ScheduleSlot = NonNullable<MentorRecord['schedule']>[number]

/** The dashboard's figures. */
export type AnalyticsOverview = AdminOverview
