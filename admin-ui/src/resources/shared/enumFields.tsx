import { enumFieldOf } from './EnumField'

/** The console's enum chips: the same colours for a status wherever it shows. */
export const RoleField = enumFieldOf('app.users.role', { ADMIN: 'secondary', MENTOR: 'primary' })
export const UserStatusField = enumFieldOf('app.users.status', {
  active: 'success',
  suspended: 'error',
})
export const ApplicationStatusField = enumFieldOf('app.mentor-applications.status', {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
})
export const PauseReasonField = enumFieldOf('app.mentors.paused_reason', {
  expiries: 'warning',
  noShows: 'error',
})
export const SessionStatusField = enumFieldOf('app.sessions.status', {
  pending: 'warning',
  confirmed: 'primary',
  completed: 'success',
  cancelled: 'default',
})
export const NoShowStatusField = enumFieldOf('app.no-shows.status', {
  reported: 'warning',
  disputed: 'error',
  upheld: 'default',
  dismissed: 'success',
})
export const NoShowPartyField = enumFieldOf('app.no-shows.absentParty', {}, 'text')
export const ConversationReportStatusField = enumFieldOf('app.conversation-reports.status', {
  open: 'warning',
  dismissed: 'default',
  actioned: 'error',
})
export const ConversationReportReasonField = enumFieldOf(
  'app.conversation-reports.reason',
  {},
  'text'
)
export const ConversationSideField = enumFieldOf('app.conversation-reports.side', {}, 'text')
export const SubscriptionStatusField = enumFieldOf('app.subscriptions.status', {
  active: 'success',
  past_due: 'warning',
  cancelled: 'default',
})
export const PaymentStatusField = enumFieldOf('app.payments.status', {
  paid: 'success',
  open: 'warning',
  failed: 'error',
  refunded: 'default',
  partially_refunded: 'warning',
})
export const ReferralStatusField = enumFieldOf('app.referrals.status', {
  pending: 'warning',
  converted: 'success',
})
export const RewardStatusField = enumFieldOf('app.rewards.status', {
  pending: 'warning',
  processed: 'success',
  failed: 'error',
})
export const HelpRequestStatusField = enumFieldOf('app.help-requests.status', {
  open: 'warning',
  answered: 'success',
})
export const ApplicationBasisField = enumFieldOf('app.mentor-applications.basis', {}, 'text')
export const LocaleField = enumFieldOf('app.shared.locale', {}, 'text')
export const PaymentKindField = enumFieldOf('app.payments.kind', {}, 'text')
export const PeriodField = enumFieldOf('app.subscriptions.period', {}, 'text')
export const PlanField = enumFieldOf('app.subscriptions.plan', {
  PRO: 'secondary',
  BASE: 'primary',
})
export const RewardTypeField = enumFieldOf('app.rewards.type', {}, 'text')
export const AuditActionField = enumFieldOf('app.audit-log.action', {}, 'text')
export const AuditEntityTypeField = enumFieldOf('app.audit-log.entityType', {}, 'text')
/** A refund's reason: a code (the member's own refund, Stripe's reasons) by its label, an admin's words as written. */
export const RefundReasonField = enumFieldOf('app.refunds.reason', {}, 'text')
export const CommunicationToolField = enumFieldOf('app.sessions.communicationTool', {}, 'text')
export const EntitlementField = enumFieldOf('app.sessions.entitlement', {}, 'text')
export const ContentKeyField = enumFieldOf('app.content-pages.keys', {}, 'text')
export const HelpTopicField = enumFieldOf('app.help-requests.topic', {}, 'text')
