import db from '@adonisjs/lucid/services/db'
import { perDay, withinDays, type DailyFigures, type DayRange } from '#core/services/daily_figures'

/* Referrals' figure on the console's overview. */

/** How many referrals converted (the friend's first payment) on each day of the range. */
export async function conversionsByDay(range: DayRange): Promise<DailyFigures> {
  const rows = await withinDays(
    db.from('referrals').where('status', 'converted').select('converted_at as at'),
    'converted_at',
    range
  )
  return perDay(range, rows)
}
