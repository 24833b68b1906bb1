import { type DateTime } from 'luxon'
import type { Message } from '@adonisjs/mail'
import type User from '#accounts/models/user'
import MentoringSession from '#scheduling/models/mentoring_session'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { readIcs } from '#tests/helpers/ics'

/**
 * Session e-mails as their readers get them: an Italian mentor in Rome and an
 * English mentee in New York, a session between them at a fixed instant, and
 * the parts of a captured message (subject, text, HTML, invitation read back
 * with ical.js).
 */

export const MEETING_LINK = 'https://meet.example.test/abc-defg-hij'

/** Giulia Rossi, mentor in Rome reading Italian; Ada Lovelace, mentee in New York reading English. */
export async function givenRomeAndNewYork(
  options: { mentorZone?: string; menteeZone?: string } = {}
) {
  const { user: mentor, profile } = await givenMentor({
    firstName: 'Giulia',
    lastName: 'Rossi',
    timezone: options.mentorZone ?? 'Europe/Rome',
    weeklyHours: false,
  })
  mentor.locale = 'it'
  await mentor.save()
  const mentee = await givenUser({
    firstName: 'Ada',
    lastName: 'Lovelace',
    locale: 'en',
    timezone: options.menteeZone ?? 'America/New_York',
  })
  return { mentor, mentee, profile }
}

/** A session between them, booked (created) a week before its start unless told otherwise. */
export function givenSessionAt(
  mentor: User,
  mentee: User,
  startsAt: DateTime,
  overrides: Partial<Pick<MentoringSession, keyof MentoringSession>> = {}
) {
  const bookedAt = (overrides.createdAt as DateTime | undefined) ?? startsAt.minus({ days: 7 })
  return MentoringSession.create({
    mentorUserId: mentor.id,
    menteeUserId: mentee.id,
    startsAt,
    endsAt: startsAt.plus({ minutes: 60 }),
    durationMinutes: 60,
    objective: 'Prepare the seed round pitch for our first investors',
    problem: 'We do not know which metrics investors will look at first',
    desiredOutcome: 'A short list of metrics and a pitch outline to work on',
    communicationTool: 'google_meet',
    meetingLink: MEETING_LINK,
    isFreeCall: false,
    entitlement: 'subscription',
    status: 'confirmed',
    bookedMonth: startsAt.toFormat('yyyy-MM'),
    menteeTimezone: mentee.timezone,
    menteeConfirmedAt: bookedAt,
    mentorConfirmedAt: bookedAt,
    createdAt: bookedAt,
    updatedAt: bookedAt,
    ...overrides,
  } as Partial<MentoringSession>)
}

function json(message: Message) {
  return message.toJSON().message
}

export function subjectOf(message: Message) {
  return json(message).subject ?? ''
}

/** The text body; no template syntax or missing value may leak into it. */
export function textOf(message: Message) {
  const text = String(json(message).text ?? '')
  if (/@(if|else|end|each)\b|undefined|session_emails\.|\{\w+\}/.test(text)) {
    throw new Error(`template leftovers in the text of "${json(message).subject}"`)
  }
  return text
}

/** The HTML body; no template syntax or missing value may leak into it. */
export function htmlOf(message: Message) {
  const html = String(json(message).html ?? '')
  if (/@(if|else|end|each)\b|undefined|session_emails\./.test(html)) {
    throw new Error(`template leftovers in the HTML of "${json(message).subject}"`)
  }
  return html
}

/** The invitation of a mail: its method and its calendar read back by ical.js (null for none). */
export function icsOf(message: Message) {
  const event = json(message).icalEvent as
    { content: string; method: string; filename: string } | undefined
  if (!event) return null
  return { method: event.method, filename: event.filename, ...readIcs(event.content) }
}
