import db from '@adonisjs/lucid/services/db'
import { perDay, withinDays, type DailyFigures, type DayRange } from '#core/services/daily_figures'

/* Accounts' figures on the console's overview. */

/** How many joined on each day of the range (their account created then). */
export async function signUpsByDay(range: DayRange): Promise<DailyFigures> {
  const rows = await withinDays(db.from('users').select('created_at as at'), 'created_at', range)
  return perDay(range, rows)
}

async function countOf(query: ReturnType<typeof db.from>) {
  const row = await query.count('* as total').first()
  return Number(row?.total ?? 0)
}

/** How many members there are, and how many of them are mentors. */
export async function memberCounts(): Promise<{ members: number; mentors: number }> {
  const [members, mentors] = await Promise.all([
    countOf(db.from('users')),
    countOf(db.from('users').where('role', 'MENTOR')),
  ])
  return { members, mentors }
}
