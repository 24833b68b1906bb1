import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { SessionStatus } from '#business/sessions'

const COMPLETED: SessionStatus = 'completed'

/**
 * Recomputes every mentor profile's rating (average overall rating given by
 * mentees), ratings count and completed sessions count from the sessions
 * and feedback rows, so seeded profiles agree with their history.
 *
 * Aggregates joined with UPDATE ... FROM (PostgreSQL, SQLite 3.33+): one pass
 * over the tables, where a correlated subquery per mentor takes minutes on
 * half a million sessions.
 */
export async function refreshMentorStats(client: QueryClientContract) {
  await client.transaction(async (trx) => {
    await trx.rawQuery(
      'update mentor_profiles set rating = 0, ratings_count = 0, sessions_count = 0'
    )
    await trx.rawQuery(
      `update mentor_profiles set rating = r.average, ratings_count = r.total
      from (
        select s.mentor_user_id, avg(f.overall_rating) as average, count(*) as total
        from feedbacks f
        inner join mentoring_sessions s on s.id = f.session_id
        where f.author_user_id = s.mentee_user_id
        group by s.mentor_user_id
      ) as r
      where r.mentor_user_id = mentor_profiles.user_id`
    )
    await trx.rawQuery(
      `update mentor_profiles set sessions_count = c.total
      from (
        select mentor_user_id, count(*) as total
        from mentoring_sessions
        where status = ?
        group by mentor_user_id
      ) as c
      where c.mentor_user_id = mentor_profiles.user_id`,
      [COMPLETED]
    )
  })
}
