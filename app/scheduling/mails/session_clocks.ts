import type { DateTime } from 'luxon'
import type { Locale } from '#business/app'
import { zoneCity, zoneLabel } from '#business/time_zones'
import { clockChangesBetween } from '#scheduling/services/clock_changes'

/**
 * What a session e-mail says about the other party's clock: their time when it
 * differs from the reader's, and the daylight-saving changes between the
 * booking and the session in either zone. Zones are valid IANA names.
 */

function wallClock(at: DateTime, zone: string) {
  return at.setZone(zone).toFormat('yyyy-MM-dd HH:mm')
}

/**
 * The session's time on the other party's clock, in the reader's language:
 * "09:00–10:00, New York time", with the day when it is not the reader's day.
 * Null when both clocks show the same time (the same zone, or two zones in step).
 */
export function otherPartyTime(
  start: DateTime,
  end: DateTime,
  readerZone: string,
  otherZone: string,
  locale: Locale
): string | null {
  if (wallClock(start, readerZone) === wallClock(start, otherZone)) return null
  const from = start.setZone(otherZone).setLocale(locale)
  const until = end.setZone(otherZone).setLocale(locale)
  const sameDay = from.toISODate() === start.setZone(readerZone).toISODate()
  const day = sameDay ? '' : `${from.toFormat('cccc d LLLL')}, `
  const untilText = from.hasSame(until, 'day')
    ? until.toFormat('HH:mm')
    : until.toFormat('cccc d LLLL, HH:mm')
  return `${day}${from.toFormat('HH:mm')}–${untilText}, ${zoneLabel(otherZone, locale)}`
}

/**
 * The clock changes in any of `zones` after the booking and up to the start,
 * each with the zone's city and the change's day there, in the reader's
 * language ("Roma", "domenica 25 ottobre").
 */
export function clockChangeNotices(
  bookedAt: DateTime,
  startsAt: DateTime,
  zones: string[],
  locale: Locale
) {
  return [...new Set(zones)]
    .flatMap((zone) => clockChangesBetween(bookedAt, startsAt, zone))
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map((change) => ({
      zone: change.zone,
      city: zoneCity(change.zone, locale),
      date: change.at.setZone(change.zone).setLocale(locale).toFormat('cccc d LLLL'),
    }))
}
