/*
| Mentoring's public surface: what the other modules may use. Everything else
| in app/mentoring is private to it (checked by `npm run lint`, README "Modules").
*/

/** Mentors like a given one (a leaving mentor's mentees are offered them). */
export { similarMentors, type SimilarMentor } from '#mentoring/services/matching'

/** A mentor's profile, by their user id. */
export { mentorProfileIdOf } from '#mentoring/services/profile_ids'
