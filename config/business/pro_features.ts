/**
 * PRO-only features (product decisions, "Plans and prices"): personalised
 * matching by the team (config/business/matching.ts), the help-request form,
 * community access and the list of upcoming features PRO members see first.
 * Texts live in resources/lang/<locale>/pro_features.json.
 */

/** What a help request is about (the team routes it by topic). */
export const HELP_REQUEST_TOPICS = [
  'fundraising',
  'product',
  'growth',
  'hiring',
  'career',
  'other',
] as const
export type HelpRequestTopic = (typeof HELP_REQUEST_TOPICS)[number]

export const HELP_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const
export type HelpRequestStatus = (typeof HELP_REQUEST_STATUSES)[number]

export const HELP_REQUEST_RULES = {
  /** Characters of the subject and the message, after trimming. */
  subjectMinLength: 5,
  subjectMaxLength: 120,
  messageMinLength: 20,
  messageMaxLength: 3000,
  /** Requests one member may send per day. */
  perDay: 3,
  /** Recent requests listed on the PRO page. */
  recentListed: 5,
} as const

/** Used when COMMUNITY_URL is not set (the PRO members' community space). */
export const DEFAULT_COMMUNITY_URL = 'https://community.mentorship-hub.example'

/** Features on the way, in the order PRO members see them (titles in pro_features.json). */
export const UPCOMING_FEATURES = [
  { id: 'group_sessions', stage: 'in_progress' },
  { id: 'office_hours', stage: 'planned' },
  { id: 'resource_library', stage: 'planned' },
  { id: 'progress_tracking', stage: 'exploring' },
] as const
export type UpcomingFeatureId = (typeof UPCOMING_FEATURES)[number]['id']
export type UpcomingFeatureStage = (typeof UPCOMING_FEATURES)[number]['stage']
