import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import MentorProfile from '#mentoring/models/mentor_profile'

/** The mentor profile id of a user, or null when they have no profile. */
export async function mentorProfileIdOf(
  userId: number,
  client?: TransactionClientContract
): Promise<number | null> {
  const profile = await MentorProfile.query({ client }).where('userId', userId).select('id').first()
  return profile?.id ?? null
}

/** The mentor profile ids of these users, by user id (one without a profile is missing). */
export async function mentorProfileIdsOf(userIds: number[]): Promise<Map<number, number>> {
  const unique = [...new Set(userIds)]
  if (!unique.length) return new Map()
  const profiles = await MentorProfile.query().whereIn('userId', unique).select('id', 'userId')
  return new Map(profiles.map((profile) => [profile.userId, profile.id]))
}
