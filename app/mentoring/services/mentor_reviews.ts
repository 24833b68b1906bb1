import type { DateTime } from 'luxon'
import { port } from '#core/port'

/** A mentee's public words on a session with the mentor, as scheduling keeps them. */
export type PublicFeedback = {
  id: number
  /** Null once the mentee's account is deleted (the review stays). */
  authorUserId: number | null
  rating: number
  /** The answer to "Would you recommend?"; null when left unanswered. */
  wouldRecommend: boolean | null
  /** As written (not trimmed). */
  text: string
  createdAt: DateTime
}

/**
 * A mentor's public reviews, newest first (`total`: all of them, `reviews`: the page asked
 * for). Sessions and their feedback are scheduling's, and scheduling depends on mentoring, so
 * it provides this when the app starts rather than mentoring importing it.
 */
export type MentorReviews = (
  mentorUserId: number,
  page: { offset: number; limit: number }
) => Promise<{ total: number; reviews: PublicFeedback[] }>

const reviews = port<MentorReviews>("Mentors' reviews")

export const tellMentorReviewsWith = reviews.provide
export const mentorReviews = reviews.get
