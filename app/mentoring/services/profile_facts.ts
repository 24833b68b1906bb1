import MentorProfile from '#mentoring/models/mentor_profile'

/** A mentor's profile as other modules read it: read-only facts, no model. */
export type MentorProfileFacts = {
  id: number
  userId: number
  headline: string | null
  /** Euro cents per hour. */
  hourlyRateCents: number
  sessionDurationMinutes: number
  /** The average overall rating; 0 while `ratingsCount` is 0. */
  rating: number
  ratingsCount: number
  sessionsCount: number
}

function factsOf(profile: MentorProfile): MentorProfileFacts {
  return {
    id: profile.id,
    userId: profile.userId,
    headline: profile.headline,
    hourlyRateCents: profile.hourlyRateCents,
    sessionDurationMinutes: profile.sessionDurationMinutes,
    rating: profile.rating,
    ratingsCount: profile.ratingsCount,
    sessionsCount: profile.sessionsCount,
  }
}

/** The mentor profile of a user, or null when they have none (listed or not). */
export async function mentorProfileOfUser(userId: number): Promise<MentorProfileFacts | null> {
  const profile = await MentorProfile.findBy('userId', userId)
  return profile ? factsOf(profile) : null
}

/** The mentor profile with this id, or null (listed or not). */
export async function mentorProfileById(profileId: number): Promise<MentorProfileFacts | null> {
  const profile = await MentorProfile.find(profileId)
  return profile ? factsOf(profile) : null
}
