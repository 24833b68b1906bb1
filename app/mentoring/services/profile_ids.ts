import MentorProfile from '#mentoring/models/mentor_profile'

/** The mentor profile id of a user, or null when they have no profile. */
export async function mentorProfileIdOf(userId: number): Promise<number | null> {
  const profile = await MentorProfile.query().where('userId', userId).select('id').first()
  return profile?.id ?? null
}
