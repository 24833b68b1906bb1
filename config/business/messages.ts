/**
 * Conversations between a mentee and a mentor (one per pair), and the public
 * mentor profile's reviews and sharing texts.
 */
import { PAGINATION } from '#business/app'

/** The two seats of a conversation: who opened it (the mentee) and the mentor written to. */
export const CONVERSATION_SIDES = ['mentee', 'mentor'] as const
export type ConversationSide = (typeof CONVERSATION_SIDES)[number]

export const CONVERSATION_RULES = {
  /** Characters of a message, after trimming. */
  minLength: 1,
  maxLength: 2000,
  /** New conversations a member may open a day in the mentee's seat (to listed mentors). */
  newPerDay: 5,
  /** Messages one sender may send per hour, to all conversations together. */
  messagesPerHour: 30,
  /** Messages per page of a conversation's history (the newest page comes with the page). */
  pageSize: 30,
  maxPageSize: 100,
  /** Conversations per page of the Messages page. */
  listPageSize: 20,
  /** Characters of the latest message shown on the Messages page. */
  excerptLength: 140,
  /** A message unread this long e-mails its recipient (one digest for all waiting then). */
  unreadEmailAfterMinutes: 10,
  /** At most one such e-mail per conversation and recipient in this many minutes. */
  emailEveryMinutes: 60,
  /** Messages quoted in one e-mail; the rest are counted ("and 3 more"). */
  emailMaxMessages: 10,
  /** Characters of each message quoted in the e-mail. */
  emailExcerptLength: 500,
  /** Conversations whose e-mails one run of the scheduled job sends at most (the rest next run). */
  emailBatch: 200,
  /** Characters of the details a member adds to a report. */
  reportDetailsMaxLength: 1000,
  /** Messages of a reported conversation the console shows (the newest). */
  consoleMessages: 500,
} as const

/** Why a member reports a conversation to the team. */
export const CONVERSATION_REPORT_REASONS = [
  'spam',
  'harassment',
  'inappropriate',
  'scam',
  'other',
] as const
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number]

/** A report waits for the team (open), was dismissed, or its sender was suspended (actioned). */
export const CONVERSATION_REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const

export const MENTOR_PROFILE_RULES = {
  /** Reviews per 'load more' page (the first page is server-rendered). */
  reviewsPageSize: PAGINATION.defaultPageSize,
  reviewsMaxPageSize: PAGINATION.maxPageSize,
  /** Characters of the meta/Open Graph description (headline or bio excerpt). */
  metaDescriptionMaxLength: 160,
} as const
