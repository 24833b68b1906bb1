import db from '@adonisjs/lucid/services/db'
import { BOOKED_SESSION_STATUSES } from '#business/sessions'
import { joinMemberName } from '#accounts/index'
import { joinMentorRating } from '#mentoring/index'
import { perDay, withinDays, type DailyFigures, type DayRange } from '#core/services/daily_figures'

/* Scheduling's figures on the console's overview. */

/** How many sessions were booked on each day of the range (whenever they take place). */
export async function bookingsByDay(range: DayRange): Promise<DailyFigures> {
  const rows = await withinDays(
    db.from('mentoring_sessions').select('created_at as at'),
    'created_at',
    range
  )
  return perDay(range, rows)
}

/** A mentor and how many of their sessions (booked, held) take place within the range. */
export type BusyMentor = {
  userId: number
  firstName: string
  lastName: string
  sessions: number
  /** Their profile's rating; null without a profile. */
  rating: number | null
}

/**
 * The mentors with most sessions taking place within the range (booked or
 * held, not cancelled), most first, then by user id; at most `limit`, none
 * whose account is gone. One statement: the counts, the mentor's name
 * (accounts') and rating (mentoring's) joined to them.
 */
export async function busiestMentors(range: DayRange, limit: number): Promise<BusyMentor[]> {
  const counts = withinDays(db.from('mentoring_sessions'), 'starts_at', range)
    .whereIn('status', [...BOOKED_SESSION_STATUSES])
    .select('mentor_user_id')
    .count('* as sessions')
    .groupBy('mentor_user_id')
  const query = db.from(counts.as('busiest')).select('busiest.mentor_user_id', 'busiest.sessions')
  joinMemberName(query, { on: 'busiest.mentor_user_id', as: 'mentor' })
  joinMentorRating(query, { on: 'busiest.mentor_user_id', as: 'rating' })
  const rows = await query
    .orderBy('busiest.sessions', 'desc')
    .orderBy('busiest.mentor_user_id', 'asc')
    .limit(limit)
  return rows.map((row) => ({
    userId: Number(row.mentor_user_id),
    firstName: row.mentor_first_name,
    lastName: row.mentor_last_name,
    sessions: Number(row.sessions),
    rating: row.rating === null || row.rating === undefined ? null : Number(row.rating),
  }))
}
