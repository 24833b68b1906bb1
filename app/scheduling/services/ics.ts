import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalAttendeeType,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator'
import { DateTime } from 'luxon'

/**
 * iCalendar (RFC 5545) invitations for sessions, written by ical-generator:
 * one VEVENT in a VCALENDAR with an iTIP method (RFC 5546). REQUEST creates
 * or updates the event in the recipient's calendar, CANCEL removes it; both
 * name the event by the same UID, and a higher SEQUENCE makes the newer one
 * win. Times are written in UTC (no TZID), whatever the zone of the DateTime.
 */

export type IcsMethod = 'REQUEST' | 'CANCEL'
export type IcsPartStat = 'NEEDS-ACTION' | 'ACCEPTED' | 'DECLINED' | 'TENTATIVE'

export type IcsPerson = { email: string; name: string }
export type IcsAttendee = { email: string; name?: string | null; partstat?: IcsPartStat }

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

const PARTSTAT: Record<IcsPartStat, ICalAttendeeStatus> = {
  'NEEDS-ACTION': ICalAttendeeStatus.NEEDSACTION,
  'ACCEPTED': ICalAttendeeStatus.ACCEPTED,
  'DECLINED': ICalAttendeeStatus.DECLINED,
  'TENTATIVE': ICalAttendeeStatus.TENTATIVE,
}

/**
 * A name for a CN parameter. The library would write a double quote or a line
 * break in RFC 6868 form (^' and ^n), which many mail clients show as it is:
 * quotes become apostrophes and control characters spaces instead.
 */
function plainName(name: string) {
  // eslint-disable-next-line no-control-regex
  return name.replace(/"/g, "'").replace(/[\u0000-\u001f\u007f]+/g, ' ')
}

/** An address as a mailto: URI, which cannot hold spaces, angle brackets or quotes. */
function plainEmail(email: string) {
  return email.replace(/[\s<>"]/g, '')
}

/** The whole calendar object, lines ending in CRLF, ready to attach as text/calendar. */
export function buildIcs(event: IcsEvent) {
  const calendar = ical({
    prodId: { company: 'Mentorship Hub', product: 'Sessions', language: 'EN' },
    scale: 'GREGORIAN',
    method: ICalCalendarMethod[event.method],
  })
  calendar.createEvent({
    id: event.uid,
    sequence: Math.max(0, Math.trunc(event.sequence)),
    stamp: event.stamp ?? DateTime.utc(),
    start: event.start,
    end: event.end,
    summary: event.summary,
    description: event.description || null,
    location: event.location || null,
    url: event.url || null,
    status:
      ICalEventStatus[event.method === 'CANCEL' ? 'CANCELLED' : (event.status ?? 'CONFIRMED')],
    transparency: ICalEventTransparency.OPAQUE,
    organizer: { name: plainName(event.organizer.name), email: plainEmail(event.organizer.email) },
    attendees: event.attendees.map((attendee) => ({
      email: plainEmail(attendee.email),
      name: attendee.name ? plainName(attendee.name) : null,
      type: ICalAttendeeType.INDIVIDUAL,
      role: ICalAttendeeRole.REQ,
      status: PARTSTAT[attendee.partstat ?? 'NEEDS-ACTION'],
      rsvp: false,
    })),
  })
  // RFC 5545 3.1 ends every content line in CRLF, the last one too; the library leaves it off.
  return `${calendar.toString()}\r\n`
}
