/**
 * The admin console's REST resources (ra-data-simple-rest).
 */
export const ADMIN_REST_RULES = {
  /** Rows answered when a list call gives no range. */
  defaultPageSize: 25,
  /** The most rows one list call may ask for (react-admin's export asks for 1000). */
  maxPageSize: 1000,
  /** The longest search text or string filter value accepted. */
  maxSearchLength: 200,
} as const

/** The figures of the analytics overview: its default and longest period. */
export const ADMIN_ANALYTICS_RULES = {
  defaultDays: 30,
  maxDays: 366,
  topMentors: 5,
} as const

/**
 * What the audit log records: every action and kind of record an entry may
 * name. The console labels each in both languages (app.audit-log.action,
 * app.audit-log.entity_type).
 */
export const AUDIT_ACTIONS = [
  'user.update',
  'user.suspend',
  'user.reactivate',
  'user.role',
  'user.password_reset',
  'user.delete',
  'mentor.invite',
  'mentor.update',
  'mentor_application.approve',
  'mentor_application.reject',
  'session.cancel',
  'no_show.uphold',
  'no_show.dismiss',
  'conversation.read',
  'conversation_report.dismiss',
  'conversation_report.suspend',
  'payment.refund',
  'content_page.create',
  'content_page.update',
  'content_page.delete',
  'waiting_list.delete',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The kinds of record, each with the console resource whose field labels its snapshots use. */
export const AUDIT_ENTITY_RESOURCES = {
  user: 'users',
  mentor: 'mentors',
  mentor_application: 'mentor-applications',
  session: 'sessions',
  no_show: 'no-shows',
  conversation: 'conversation-reports',
  conversation_report: 'conversation-reports',
  payment: 'payments',
  content_page: 'content-pages',
  waiting_list_entry: 'waiting-list',
} as const
export type AuditEntityType = keyof typeof AUDIT_ENTITY_RESOURCES
export const AUDIT_ENTITY_TYPES = Object.keys(AUDIT_ENTITY_RESOURCES) as AuditEntityType[]

/**
 * Why a refund was made, when it is a code rather than an admin's words:
 * the member's own refund within the window, and Stripe's reasons for a
 * refund made on its dashboard.
 */
export const REFUND_REASON_CODES = [
  'refund_window',
  'requested_by_customer',
  'duplicate',
  'fraudulent',
  'expired_uncaptured_charge',
] as const
