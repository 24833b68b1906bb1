/*
| Mentoring's public surface: what the other modules may use. Everything else
| in app/mentoring is private to it (checked by `npm run lint`, README "Modules").
*/

/** Mentors like a given one (a leaving mentor's mentees are offered them). */
export { similarMentors, type SimilarMentor } from '#mentoring/services/matching'

/** A mentor's rating, stored with the feedback that changed it (in its transaction). */
export { recordMentorRating } from '#mentoring/services/mentor_stats'

/** A mentor's outcome counts, stored with the follow-up answer that changed them (in its transaction). */
export { recordMentorOutcomes } from '#mentoring/services/mentor_stats'

/** How fast mentors usually confirm: scheduling computes it from its requests, mentoring keeps it. */
export { recordConfirmTimes, type ConfirmTime } from '#mentoring/services/mentor_stats'

/**
 * Paused mentors (out of the list, search, matching and booking): scheduling
 * tells mentoring of expired and confirmed requests (the third expiry in a
 * row pauses) and may pause a mentor for another reason (no-shows).
 */
export {
  pauseMentor,
  resumeMentor,
  mentorPauseOf,
  recordExpiredRequest,
  recordConfirmedRequest,
  type MentorPause,
} from '#mentoring/services/mentor_pause'

/** A mentor's rating, joined into another module's query (the console's busiest mentors). */
export { joinMentorRating } from '#mentoring/services/mentor_stats'

/** The console's overview: how many mentor applications await review. */
export { pendingApplicationCount } from '#mentoring/services/mentor_applications'

/** A mentor's profile (read-only facts), by their user id or its own id. */
export { mentorProfileIdOf, mentorProfileIdsOf } from '#mentoring/services/profile_ids'
export {
  mentorProfileById,
  mentorProfileOfUser,
  type MentorProfileFacts,
} from '#mentoring/services/profile_facts'

/** Listed mentors: finding one, their profile's address, their cards. */
export {
  findListedMentor,
  listedMentorQuery,
  mentorRefOf,
  profilePath,
  type MentorRef,
} from '#mentoring/services/mentor_profile_page'
export { cardsOfMentors, listedProfileIds } from '#mentoring/services/catalogue'
/** A card as the pages show it (camelCase, `Data.Mentoring.MentorCard`): pass cards through it. */
export { default as MentorCardTransformer } from '#mentoring/transformers/mentor_card_transformer'

/** Matching a mentee's onboarding answers to mentors. */
export { findMatches, onboardingCriteria } from '#mentoring/services/matching'

/** A mentee's saved mentors. */
export { keepsSavedMentors, savedMentorIds } from '#mentoring/services/saved_mentors'

/** A mentor's booking terms (length, buffers, monthly maximum, time zone), for the slots and booking. */
export {
  bookableMentorQuery,
  bookingTermsOf,
  bookingTermsOfRow,
  type BookingTerms,
} from '#mentoring/services/booking_terms'

/** The catalogue's next free slot of a mentor: scheduling computes it, mentoring keeps it. */
export {
  recordNextAvailable,
  staleNextAvailable,
  type NextAvailable,
} from '#mentoring/services/next_available'

/** Scheduling tells mentoring of its mentors' weekly hours and next free slots, when the app starts. */
export { keepMentorTimeWith, type MentorTime } from '#mentoring/services/mentor_time'

/** Scheduling tells mentoring of its mentors' public reviews (the mentees' feedback), when the app starts. */
export {
  tellMentorReviewsWith,
  type MentorReviews,
  type PublicFeedback,
} from '#mentoring/services/mentor_reviews'

/**
 * Conversations: scheduling tells mentoring who sits where in a session two members share (a
 * mentor may write first to their session's mentee), when the app starts. Session cards link
 * to a conversation by the route `mentoring.conversations.with` ({ userId }), or this path.
 */
export { tellSessionSeatsWith, type SessionSeats } from '#mentoring/services/session_pairs'
export { conversationPathWith } from '#mentoring/services/conversation_lookup'

/** The console's overview: messages written per day, conversations opened, reports waiting. */
export { messagesByDay, conversationFigures } from '#mentoring/services/conversation_figures'
