import db from '@adonisjs/lucid/services/db'
import { perDay, withinDays, type DailyFigures, type DayRange } from '#core/services/daily_figures'

/* Conversations' figures on the console's overview: counts only, never a message's text. */

/** How many messages were written on each day of the range. */
export async function messagesByDay(range: DayRange): Promise<DailyFigures> {
  const rows = await withinDays(
    db.from('conversation_messages').select('created_at as at'),
    'created_at',
    range
  )
  return perDay(range, rows)
}

/** Conversations opened within the range, and the reports waiting for the team now. */
export async function conversationFigures(range: DayRange) {
  const opened = await withinDays(db.from('conversations'), 'created_at', range)
    .count('* as total')
    .first()
  const waiting = await db
    .from('conversation_reports')
    .where('status', 'open')
    .count('* as total')
    .first()
  return {
    conversationsOpened: Number(opened?.total ?? 0),
    openConversationReports: Number(waiting?.total ?? 0),
  }
}
