import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/*
| The figures a mentor's card and profile show about their sessions, kept on
| mentor_profiles. Scheduling knows them: it hands the rating in the
| transaction that stores a mentee's feedback, and the completed count with
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

/** How many of the mentor's sessions have been held. */
export async function recordCompletedSessions(mentorUserId: number, completed: number) {
  await db
    .from('mentor_profiles')
    .where('user_id', mentorUserId)
    .update({ sessions_count: completed })
}
