import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import i18nManager from '@adonisjs/i18n/services/main'
import type { calendar_v3, MethodOptions } from '@googleapis/calendar'
import env from '#start/env'
import type { Interval } from '#scheduling/services/slot_engine'
import CalendarConnection from '#scheduling/models/calendar_connection'
import type { Member } from '#accounts/index'
import MentoringSession from '#scheduling/models/mentoring_session'
import { partiesOfSession } from '#scheduling/services/session_parties'
import {
  recordCalendarFailure,
  recordCalendarSuccess,
  statusOf,
  withGoogleCalendar,
  withTimeout,
} from '#scheduling/services/google_calendar'

/**
 * Google Calendar sync. None of these throws: an outage degrades to
 * "calendar unavailable" and never blocks a booking.
 */

/** `connected`: the mentor has a calendar (its busy times count, even when Google is down). */
type Busy = { busy: Interval[]; unavailable: boolean; connected: boolean }

const NOT_CONNECTED: Busy = { busy: [], unavailable: false, connected: false }

/** How long busy times are reused, and how long an outage is before asking Google again. */
export const CALENDAR_CACHE = { busyMs: 60_000, outageMs: 15_000 }

/**
 * Busy times per user and whole-day UTC window, in this process. Windows are
 * widened to whole days so that requests starting "now" share an entry.
 */
const busyCache = new Map<number, Map<string, { until: number; value: Omit<Busy, 'connected'> }>>()

/** Forgets a user's cached busy times (connect, disconnect, our own event writes). */
export function forgetCalendarBusy(userId?: number) {
  if (userId === undefined) busyCache.clear()
  else busyCache.delete(userId)
}

function cached(userId: number, key: string) {
  const entry = busyCache.get(userId)?.get(key)
  if (entry && entry.until > Date.now()) return entry.value
  return null
}

function remember(userId: number, key: string, value: Omit<Busy, 'connected'>, ttlMs: number) {
  const now = Date.now()
  const entries = busyCache.get(userId) ?? new Map()
  for (const [old, entry] of entries) if (entry.until <= now) entries.delete(old)
  entries.set(key, { until: now + ttlMs, value })
  busyCache.set(userId, entries)
}

function overlapping(busy: Interval[], from: DateTime, until: DateTime) {
  return busy.filter((interval) => interval.start < until && interval.end > from)
}

/** The user's own calendars that count: the primary one and the owned calendars shown in Google Calendar. */
async function calendarIdsOf(
  connection: CalendarConnection,
  api: calendar_v3.Calendar,
  options: MethodOptions
) {
  const ids = new Set([connection.calendarId ?? 'primary'])
  try {
    const { data } = await api.calendarList.list({ minAccessRole: 'owner' }, options)
    for (const item of data.items ?? []) {
      // The primary calendar is listed under its e-mail id: already counted.
      if (item.id && item.selected && !item.primary && !item.deleted && !item.hidden) {
        ids.add(item.id)
      }
    }
  } catch (error) {
    // Without the list (scope not granted) the primary calendar still counts.
    if (statusOf(error) !== 403) throw error
  }
  return [...ids]
}

async function busyFromGoogle(connection: CalendarConnection, from: DateTime, until: DateTime) {
  return withGoogleCalendar(connection, async (api, options) => {
    const ids = await calendarIdsOf(connection, api, options)
    const { data } = await api.freebusy.query(
      {
        requestBody: {
          timeMin: from.toUTC().toISO()!,
          timeMax: until.toUTC().toISO()!,
          items: ids.map((id) => ({ id })),
        },
      },
      options
    )
    const busy: Interval[] = []
    for (const [id, result] of Object.entries(data.calendars ?? {})) {
      if (result.errors?.length) {
        // The main calendar must answer; another one that cannot is skipped.
        if (id === (connection.calendarId ?? 'primary')) {
          throw new Error(`freeBusy error for ${id}: ${result.errors[0].reason}`)
        }
        continue
      }
      for (const period of result.busy ?? []) {
        if (!period.start || !period.end) continue
        const start = DateTime.fromISO(period.start, { zone: 'utc' })
        const end = DateTime.fromISO(period.end, { zone: 'utc' })
        if (start.isValid && end.isValid && end > start) busy.push({ start, end })
      }
    }
    return busy.sort((a, b) => a.start.toMillis() - b.start.toMillis())
  })
}

/**
 * The mentor's busy times in [from, until) from Google Calendar's free/busy
 * (UTC). Not connected: nothing busy. Outage, timeout or refused tokens:
 * `unavailable` and nothing busy.
 */
export async function calendarBusy(
  mentorUserId: number,
  from: DateTime,
  until: DateTime
): Promise<Busy> {
  if (until <= from) return NOT_CONNECTED
  const windowStart = from.toUTC().startOf('day')
  const windowEnd = until.toUTC().minus(1).startOf('day').plus({ days: 1 })
  const key = `${windowStart.toMillis()}:${windowEnd.toMillis()}`
  let connection: CalendarConnection | null = null
  try {
    const hit = cached(mentorUserId, key)
    if (hit) {
      return {
        busy: overlapping(hit.busy, from, until),
        unavailable: hit.unavailable,
        connected: true,
      }
    }

    connection = await CalendarConnection.findBy('userId', mentorUserId)
    if (!connection) return NOT_CONNECTED

    // One bound for the whole lookup (a token refresh included): slots never wait longer.
    const found = connection
    const busy = await withTimeout('free/busy', () => busyFromGoogle(found, windowStart, windowEnd))
    await recordCalendarSuccess(connection)
    remember(mentorUserId, key, { busy, unavailable: false }, CALENDAR_CACHE.busyMs)
    return { busy: overlapping(busy, from, until), unavailable: false, connected: true }
  } catch (error) {
    if (connection) await recordCalendarFailure(connection, error, 'free/busy')
    else logger.warn({ err: error, mentorUserId }, 'google calendar: free/busy failed')
    remember(mentorUserId, key, { busy: [], unavailable: true }, CALENDAR_CACHE.outageMs)
    return { busy: [], unavailable: true, connected: true }
  }
}

/** The Meet link of an event Google created a conference for. */
function meetLinkOf(event: calendar_v3.Schema$Event) {
  const video = event.conferenceData?.entryPoints?.find((entry) => entry.entryPointType === 'video')
  return video?.uri ?? event.hangoutLink ?? null
}

/** The event as the mentor sees it, in the mentor's language and time zone. */
function eventOf(
  session: MentoringSession,
  mentor: Member,
  mentee: Member
): calendar_v3.Schema$Event {
  const i18n = i18nManager.locale(mentor.locale)
  const menteeName = `${mentee.firstName} ${mentee.lastName}`.trim()
  const description = [
    `${i18n.t('calendar_settings.event.objective')}: ${session.objective}`,
    `${i18n.t('calendar_settings.event.problem')}: ${session.problem}`,
    `${i18n.t('calendar_settings.event.desiredOutcome')}: ${session.desiredOutcome}`,
    '',
    `${i18n.t('calendar_settings.event.details')}: ${env.get('APP_URL')}/dashboard/sessions`,
  ].join('\n')
  return {
    summary: i18n.t('calendar_settings.event.summary', { name: menteeName }),
    description,
    start: { dateTime: session.startsAt.toUTC().toISO()!, timeZone: mentor.timezone || 'UTC' },
    end: { dateTime: session.endsAt.toUTC().toISO()!, timeZone: mentor.timezone || 'UTC' },
    attendees: [{ email: mentee.email, displayName: menteeName }],
    extendedProperties: { private: { mentoringSessionId: String(session.id) } },
  }
}

/** Google answers 404 or 410 for an event that is gone (deleted in the calendar). */
function isGone(error: unknown) {
  const status = statusOf(error)
  return status === 404 || status === 410
}

/**
 * Creates (or updates, when it already has one) the confirmed session's event
 * in the mentor's calendar, with the mentee invited and a Google Meet link;
 * the session takes the Meet link when it has no meeting link yet.
 * Our own e-mails carry the invitation, so Google sends none (sendUpdates none).
 */
export async function syncSessionEvent(sessionId: number): Promise<void> {
  let connection: CalendarConnection | null = null
  try {
    const session = await MentoringSession.find(sessionId)
    if (!session || session.status !== 'confirmed' || session.mentorUserId === null) return
    const mentorUserId = session.mentorUserId
    connection = await CalendarConnection.findBy('userId', mentorUserId)
    if (!connection) return
    const { mentor, mentee } = await partiesOfSession(session)
    // A party who left has nobody to invite (leaving cancels their sessions first).
    if (!mentor || !mentee) return
    const event = eventOf(session, mentor, mentee)
    const calendarId = connection.calendarId ?? 'primary'

    const saved = await withGoogleCalendar(connection, async (api, options) => {
      if (session.calendarEventId) {
        try {
          const { data } = await api.events.patch(
            {
              calendarId,
              eventId: session.calendarEventId,
              conferenceDataVersion: 1,
              sendUpdates: 'none',
              requestBody: event,
            },
            options
          )
          return data
        } catch (error) {
          if (!isGone(error)) throw error
        }
      }
      const { data } = await api.events.insert(
        {
          calendarId,
          conferenceDataVersion: 1,
          sendUpdates: 'none',
          requestBody:
            session.communicationTool === 'phone'
              ? event
              : {
                  ...event,
                  conferenceData: {
                    createRequest: {
                      requestId: `mentoring-session-${session.id}-${Date.now()}`,
                      conferenceSolutionKey: { type: 'hangoutsMeet' },
                    },
                  },
                },
        },
        options
      )
      return data
    })
    forgetCalendarBusy(mentorUserId)
    await recordCalendarSuccess(connection)

    session.calendarEventId = saved.id ?? session.calendarEventId
    const meetLink = meetLinkOf(saved)
    // A phone session is held by phone: no video link, even if the calendar made one.
    if (!session.meetingLink && meetLink && session.communicationTool !== 'phone') {
      session.meetingLink = meetLink
    }
    await session.save()
  } catch (error) {
    if (connection) await recordCalendarFailure(connection, error, 'session event')
    else logger.error({ err: error, sessionId }, 'google calendar: session event failed')
  }
}

/** Deletes the session's event (cancelled) and forgets its id. */
export async function removeSessionEvent(sessionId: number): Promise<void> {
  let connection: CalendarConnection | null = null
  try {
    const session = await MentoringSession.find(sessionId)
    if (!session?.calendarEventId) return
    const mentorUserId = session.mentorUserId
    // A deleted mentor's calendar went with their account.
    connection =
      mentorUserId === null ? null : await CalendarConnection.findBy('userId', mentorUserId)
    if (connection && mentorUserId !== null) {
      const eventId = session.calendarEventId
      const calendarId = connection.calendarId ?? 'primary'
      await withGoogleCalendar(connection, async (api, options) => {
        try {
          await api.events.delete({ calendarId, eventId, sendUpdates: 'none' }, options)
        } catch (error) {
          if (!isGone(error)) throw error
        }
      })
      forgetCalendarBusy(mentorUserId)
      await recordCalendarSuccess(connection)
    }
    // Disconnected meanwhile: the event is out of our reach; the id means nothing any more.
    session.calendarEventId = null
    await session.save()
  } catch (error) {
    if (connection) await recordCalendarFailure(connection, error, 'session event removal')
    else logger.error({ err: error, sessionId }, 'google calendar: event removal failed')
  }
}
