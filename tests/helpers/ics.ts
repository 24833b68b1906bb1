import ICAL from 'ical.js'

/**
 * An invitation read back with ical.js, a real iCalendar parser: values come
 * unfolded and unescaped, as a calendar client reads them.
 */
export function readIcs(text: string) {
  const jcal = ICAL.parse(text)
  const calendar = new ICAL.Component(jcal)
  const events = calendar.getAllSubcomponents('vevent')
  const event = events[0]

  /**
   * The first value of a property of the event, or of the calendar (METHOD,
   * VERSION...), as text; date-times in iCalendar form, e.g. 20261201T140000Z.
   */
  function prop(name: string) {
    const key = name.toLowerCase()
    const value = (event?.getFirstProperty(key) ?? calendar.getFirstProperty(key))?.getFirstValue()
    if (value === undefined || value === null) return undefined
    return value instanceof ICAL.Time ? value.toICALString() : String(value)
  }

  /** ORGANIZER or ATTENDEE entries: the address, and the parameters by lower-case name. */
  function people(name: 'organizer' | 'attendee') {
    return event.getAllProperties(name).map((property) => ({
      email: String(property.getFirstValue()).replace(/^mailto:/i, ''),
      params: property.toJSON()[1] as Record<string, string>,
    }))
  }

  return {
    calendar,
    events,
    event,
    prop,
    people,
    /** Every value and parameter, decoded (the jCal form), to look for what must not be there. */
    everything: JSON.stringify(jcal),
  }
}
