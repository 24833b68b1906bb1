import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/*
| The figures a mentor's card and profile show about their sessions, kept on
| mentor_profiles. Scheduling knows them: it hands the rating in the
| transaction that stores a mentee's feedback, the outcome counts in the one
| that stores a follow-up's answer, and the completed count with
| `session:completed`.
*/

/** The mean overall rating mentees gave (two decimals) and how many gave one. */
export async function recordMentorRating(
  client: QueryClientContract,
  mentorUserId: number,
  rating: { average: number; count: number }
) {
  await client
    .from('mentor_profiles')
    .where('user_id', mentorUserId)
    .update({
      rating: rating.count ? Math.round(rating.average * 100) / 100 : 0,
      ratings_count: rating.count,
    })
}

/**
 * How many mentees answered the outcome follow-up of a session with the mentor, and how many
 * of them reached their goal or partly (the profile shows the rate from
 * OUTCOME_RULES.profileMinAnswers answers).
 */
export async function recordMentorOutcomes(
  client: QueryClientContract,
  mentorUserId: number,
  outcomes: { answers: number; positive: number }
) {
  await client.from('mentor_profiles').where('user_id', mentorUserId).update({
    outcome_answers: outcomes.answers,
    outcome_positive: outcomes.positive,
  })
}

/** How many of the mentor's sessions have been held. */
export async function recordCompletedSessions(mentorUserId: number, completed: number) {
  await db
    .from('mentor_profiles')
    .where('user_id', mentorUserId)
    .update({ sessions_count: completed })
}

/**
 * Adds to another module's query the rating of the mentor whose user id is in
 * its column `on`, selected as `as` ('rating' unless told): null when they
 * have no profile (a left join), so the caller names no table of mentoring's
 * (the console's busiest mentors).
 */
export function joinMentorRating<Query extends DatabaseQueryBuilderContract<any>>(
  query: Query,
  { on, as = 'rating' }: { on: string; as?: string }
): Query {
  const profile = `${as}_profile`
  return query
    .leftJoin(`mentor_profiles as ${profile}`, `${profile}.user_id`, on)
    .select(`${profile}.rating as ${as}`)
}

/** How fast a mentor usually confirms: the median minutes, null while too few were confirmed. */
export type ConfirmTime = { userId: number; medianMinutes: number | null }

/** Stores mentors' usual confirmation times (scheduling computes them from its requests). */
export async function recordConfirmTimes(entries: ConfirmTime[]) {
  for (const { userId, medianMinutes } of entries) {
    await db
      .from('mentor_profiles')
      .where('user_id', userId)
      .update({ confirm_median_minutes: medianMinutes })
  }
}
