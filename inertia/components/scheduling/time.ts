import type { IntlShape } from 'react-intl'
import type { Slot } from '~/components/scheduling/types'
import { zoneLabel } from '#business/time_zones'

/*
 * Session times are instants (UTC ISO strings). Pages show them in the
 * viewer's zone, named, with the mentor's zone beside them. Formatting goes
 * through react-intl with an explicit zone, so the server render and the
 * browser agree.
 */

/** A zone as people name it, in the page's language: "ora di Roma", "New York time". */
export function zoneName(zone: string, locale: string) {
  return zoneLabel(zone, locale)
}

export function formatDay(intl: IntlShape, iso: string, zone: string) {
  return intl.formatDate(iso, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  })
}

/** "Sunday, October 25" / "domenica 25 ottobre": a day of the year, in a zone. */
export function formatWeekdayAndDate(intl: IntlShape, iso: string, zone: string) {
  return intl.formatDate(iso, { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone })
}

export function formatTime(intl: IntlShape, iso: string, zone: string) {
  return intl.formatTime(iso, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  })
}

/** The calendar day of an instant in a zone, as YYYY-MM-DD (a stable key). */
export function dayKey(iso: string, zone: string) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso))
}

export type SlotDay = { key: string; label: string; slots: Slot[] }

/** Slots grouped by their day in `zone`, in time order. */
export function slotsByDay(intl: IntlShape, slots: Slot[], zone: string): SlotDay[] {
  const days = new Map<string, SlotDay>()
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
  for (const slot of sorted) {
    const key = dayKey(slot.startsAt, zone)
    let day = days.get(key)
    if (!day) {
      day = { key, label: formatDay(intl, slot.startsAt, zone), slots: [] }
      days.set(key, day)
    }
    day.slots.push(slot)
  }
  return [...days.values()]
}

/** Whether two zones show the same wall-clock time at this instant. */
export function sameClock(iso: string, zoneA: string, zoneB: string) {
  if (zoneA === zoneB) return true
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso))
  return format(zoneA) === format(zoneB)
}
