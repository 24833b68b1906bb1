/**
 * Mentor profiles: messages to a mentor (relayed by e-mail, neither address
 * revealed) and the public page's reviews and sharing texts.
 */
import { PAGINATION } from '#business/app'

export const MESSAGE_RULES = {
  /** Characters of a message, after trimming. */
  minLength: 20,
  maxLength: 2000,
  /** Messages one sender may send per hour, to all mentors together. */
  perHour: 5,
} as const

export const MENTOR_PROFILE_RULES = {
  /** Reviews per 'load more' page (the first page is server-rendered). */
  reviewsPageSize: PAGINATION.defaultPageSize,
  reviewsMaxPageSize: PAGINATION.maxPageSize,
  /** Characters of the meta/Open Graph description (headline or bio excerpt). */
  metaDescriptionMaxLength: 160,
} as const
