import { DateTime } from 'luxon'

/**
 * iCalendar (RFC 5545) invitations for sessions, written by hand: one VEVENT
 * in a VCALENDAR with an iTIP method (RFC 5546). REQUEST creates or updates
 * the event in the recipient's calendar, CANCEL removes it; both name the
 * event by the same UID, and a higher SEQUENCE makes the newer one win.
 */

export type IcsMethod = 'REQUEST' | 'CANCEL'
export type IcsPartStat = 'NEEDS-ACTION' | 'ACCEPTED' | 'DECLINED' | 'TENTATIVE'

export type IcsPerson = { email: string; name?: string | null }
export type IcsAttendee = IcsPerson & { partstat?: IcsPartStat }

export type IcsEvent = {
  method: IcsMethod
  uid: string
  /** Revision of the event: each change must send a higher one. */
  sequence: number
  start: DateTime
  end: DateTime
  /** When this revision was written (DTSTAMP); now by default. */
  stamp?: DateTime
  summary: string
  description?: string | null
  location?: string | null
  url?: string | null
  /** TENTATIVE while a booking waits for confirmation; CANCEL always sends CANCELLED. */
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED'
  organizer: IcsPerson
  attendees: IcsAttendee[]
}

const PRODID = '-//Mentorship Hub//Sessions//EN'
const MAX_LINE_OCTETS = 75

/** A UTC date-time in iCalendar's basic form, e.g. `20261124T140000Z`. */
export function icsDateTime(value: DateTime) {
  return value.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, newlines. */
export function escapeText(value: string) {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n')
}

/**
 * A parameter value (CN=...): quoted when it holds `:`, `;` or `,`. A
 * parameter cannot carry a double quote or a control character, so those
 * are replaced (quotes by apostrophes, controls by spaces).
 */
export function paramValue(value: string) {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/"/g, "'").replace(/[\u0000-\u001f\u007f]+/g, ' ')
  return /[:;,]/.test(clean) ? `"${clean}"` : clean
}

/**
 * Folds a content line to at most 75 octets per physical line (RFC 5545 3.1):
 * continuation lines start with one space. Splits only between characters,
 * never inside a UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string) {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8')
    // The first physical line has 75 octets; the others 74 after their space.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

function mailto(email: string) {
  return `mailto:${email.replace(/[\s<>"]/g, '')}`
}

function personLine(name: 'ORGANIZER' | 'ATTENDEE', person: IcsAttendee, extra: string[] = []) {
  const params = [...extra]
  if (person.name) params.unshift(`CN=${paramValue(person.name)}`)
  return `${[name, ...params].join(';')}:${mailto(person.email)}`
}

/** The whole calendar object, lines ending in CRLF, ready to attach as text/calendar. */
export function buildIcs(event: IcsEvent) {
  const status = event.method === 'CANCEL' ? 'CANCELLED' : (event.status ?? 'CONFIRMED')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `DTSTAMP:${icsDateTime(event.stamp ?? DateTime.utc())}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ]
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`)
  lines.push(`STATUS:${status}`, 'TRANSP:OPAQUE')
  lines.push(personLine('ORGANIZER', event.organizer))
  for (const attendee of event.attendees) {
    lines.push(
      personLine('ATTENDEE', attendee, [
        'CUTYPE=INDIVIDUAL',
        'ROLE=REQ-PARTICIPANT',
        `PARTSTAT=${attendee.partstat ?? 'NEEDS-ACTION'}`,
        'RSVP=FALSE',
      ])
    )
  }
  lines.push('END:VEVENT', 'END:VCALENDAR')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** Unfolds and splits a calendar object back into content lines (for tests and checks). */
export function unfoldIcs(text: string) {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.length > 0)
}
