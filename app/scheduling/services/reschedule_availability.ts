import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { SESSION_RULES, isLiveSession } from '#business/sessions'
import { mentorProfileIdsOf } from '#mentoring/index'
import type MentoringSession from '#scheduling/models/mentoring_session'
import type RescheduleRequest from '#scheduling/models/reschedule_request'
import { calendarBusy } from '#scheduling/services/calendar_sync'
import { isBookable, type MentorRef } from '#scheduling/services/booking'
import type { Interval } from '#scheduling/services/slot_engine'

/** The instant a pending reschedule request stops being answerable. */
export function rescheduleDeadline(session: { startsAt: DateTime }, newStartsAt: DateTime) {
  return DateTime.min(session.startsAt, newStartsAt).minus({
    hours: SESSION_RULES.cancelNoticeHours,
  })
}

/**
 * Whether a proposed new time can still be taken: the check confirming it
 * makes (the mentor's schedule, exceptions, buffers, notice, monthly maximum,
 * other sessions and calendar; the mentee's other sessions), the session's
 * own time left out. A time someone booked since it was proposed is no
 * longer free, and the party asked to confirm it is told so. `under`: the
 * booking guards' transaction and the calendar read before it.
 */
export async function isRescheduleTimeFree(
  session: MentoringSession,
  request: RescheduleRequest,
  mentor: MentorRef,
  now: DateTime,
  under?: { client: QueryClientContract; calendar: Interval[] }
) {
  // A party who left (deleted account): nobody can take the time up.
  if (session.menteeUserId === null) return false
  const start = request.newStartsAt.toUTC()
  const calendar = under?.calendar ?? (await rescheduleCalendar(session, request))
  return isBookable(mentor, session.menteeUserId, start, calendar, now, session.id, under?.client)
}

/**
 * The mentor's calendar busy times around a proposed time, read before any
 * lock is taken (a slow calendar never holds the booking guards).
 */
export async function rescheduleCalendar(
  session: MentoringSession,
  request: RescheduleRequest
): Promise<Interval[]> {
  if (session.mentorUserId === null) return []
  const start = request.newStartsAt.toUTC()
  const calendar = await calendarBusy(
    session.mentorUserId,
    start.minus({ days: 1 }),
    start.plus({ days: 1 })
  )
  return calendar.busy
}

/**
 * The ids of the open reschedule requests among sessions loaded with their
 * pending requests (preloadForView) whose new time is still free.
 */
export async function freeRescheduleTimes(
  sessions: MentoringSession[],
  now: DateTime = DateTime.utc()
): Promise<Set<number>> {
  const open = sessions.flatMap((session) => {
    const request = session.rescheduleRequests?.find((item) => item.status === 'pending')
    return request &&
      session.mentorUserId !== null &&
      session.menteeUserId !== null &&
      isLiveSession(session.status) &&
      now < rescheduleDeadline(session, request.newStartsAt)
      ? [{ session, request }]
      : []
  })
  const free = new Set<number>()
  if (open.length === 0) return free
  const profileIdOf = await mentorProfileIdsOf(open.map(({ session }) => session.mentorUserId!))
  for (const { session, request } of open) {
    const profileId = profileIdOf.get(session.mentorUserId!)
    if (profileId === undefined) continue
    const mentor = { userId: session.mentorUserId!, profileId }
    if (await isRescheduleTimeFree(session, request, mentor, now)) free.add(request.id)
  }
  return free
}
