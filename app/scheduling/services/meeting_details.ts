import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { APP_NAME } from '#business/app'
import CalendarConnection from '#scheduling/models/calendar_connection'
import { syncSessionEvent } from '#scheduling/services/calendar_sync'

/** A Jitsi room for a confirmed session that got no other link. */
function jitsiLink(sessionId: number) {
  const room = `${APP_NAME.replace(/[^A-Za-z0-9]/g, '')}-${sessionId}-${randomBytes(6).toString('hex')}`
  return `https://meet.jit.si/${room}`
}

/** Whether the mentor's calendar takes part: its event (and Meet link) is written by the queue worker. */
export async function hasCalendar(mentorUserId: number | null) {
  if (mentorUserId === null) return false
  return (await CalendarConnection.query().where('userId', mentorUserId).first()) !== null
}

/** Whether the session has an event in a mentor's calendar to take out. */
export async function hasCalendarEvent(sessionId: number) {
  const row = await db
    .from('mentoring_sessions')
    .where('id', sessionId)
    .whereNotNull('calendar_event_id')
    .select('id')
    .first()
  return Boolean(row)
}

/**
 * After a session is confirmed or moved: its event in the mentor's calendar
 * (with a Meet link), else a Jitsi room. A phone session gets no video link.
 */
export async function shareMeetingDetails(sessionId: number) {
  await syncSessionEvent(sessionId)
  await db
    .from('mentoring_sessions')
    .where('id', sessionId)
    .whereNull('meeting_link')
    .whereNot('communication_tool', 'phone')
    .update({ meeting_link: jitsiLink(sessionId) })
}
