import db from '@adonisjs/lucid/services/db'
import { BOOKED_SESSION_STATUSES } from '#business/sessions'
import { POSITIVE_OUTCOME_ANSWERS } from '#business/outcomes'
import { utcMillis } from '#database/columns'
import { joinMemberName } from '#accounts/index'
import { joinMentorRating } from '#mentoring/index'
import { perDay, withinDays, type DailyFigures, type DayRange } from '#core/services/daily_figures'

/* Scheduling's figures on the console's overview: bookings, busiest mentors, outcome rates. */

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

/** How many mentees answered an outcome follow-up, and how many reached their goal or partly. */
export type OutcomeCounts = { answers: number; positive: number }

/**
 * The outcome follow-up's answers first given within the range, per calendar month (UTC,
 * 'YYYY-MM', every month the range touches, oldest first; a month without any at 0).
 */
export async function outcomesByMonth(
  range: DayRange
): Promise<(OutcomeCounts & { month: string })[]> {
  const rows = await withinDays(
    db.from('session_outcomes').select('answered_at as at', 'answer'),
    'answered_at',
    range
  )
  const months = new Map<string, OutcomeCounts>()
  for (
    let month = range.from.startOf('month');
    month <= range.to;
    month = month.plus({ months: 1 })
  ) {
    months.set(month.toFormat('yyyy-MM'), { answers: 0, positive: 0 })
  }
  const positive = new Set<string>(POSITIVE_OUTCOME_ANSWERS)
  for (const row of rows) {
    const counts = months.get(new Date(utcMillis(row.at)).toISOString().slice(0, 7))
    if (!counts) continue
    counts.answers += 1
    if (positive.has(row.answer)) counts.positive += 1
  }
  return [...months].map(([month, counts]) => ({ month, ...counts }))
}

/** A mentor and the outcome follow-up answers of their mentees within the range. */
export type MentorOutcomeFigures = OutcomeCounts & {
  userId: number
  firstName: string
  lastName: string
}

/**
 * The mentors whose mentees answered most outcome follow-ups within the range (first answers),
 * most first, then by user id; at most `limit`, none whose account is gone. One statement: the
 * counts and the mentor's name (accounts') joined to them.
 */
export async function outcomesByMentor(
  range: DayRange,
  limit: number
): Promise<MentorOutcomeFigures[]> {
  const positive = POSITIVE_OUTCOME_ANSWERS.map(() => '?').join(', ')
  const counts = withinDays(
    db
      .from('session_outcomes')
      .join('mentoring_sessions', 'mentoring_sessions.id', 'session_outcomes.session_id')
      .whereNotNull('mentoring_sessions.mentor_user_id'),
    'session_outcomes.answered_at',
    range
  )
    .select('mentoring_sessions.mentor_user_id')
    .count('* as answers')
    .select(
      db.raw(
        `sum(case when session_outcomes.answer in (${positive}) then 1 else 0 end) as positive`,
        [...POSITIVE_OUTCOME_ANSWERS]
      )
    )
    .groupBy('mentoring_sessions.mentor_user_id')
  const query = db
    .from(counts.as('answered'))
    .select('answered.mentor_user_id', 'answered.answers', 'answered.positive')
  joinMemberName(query, { on: 'answered.mentor_user_id', as: 'mentor' })
  const rows = await query
    .orderBy('answered.answers', 'desc')
    .orderBy('answered.mentor_user_id', 'asc')
    .limit(limit)
  return rows.map((row) => ({
    userId: Number(row.mentor_user_id),
    firstName: row.mentor_first_name,
    lastName: row.mentor_last_name,
    answers: Number(row.answers),
    positive: Number(row.positive),
  }))
}
