import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  buildIcs,
  escapeText,
  foldLine,
  icsDateTime,
  paramValue,
  unfoldIcs,
  type IcsEvent,
} from '#scheduling/services/ics'

// Tuesday 24 November 2026, 15:00-16:00 in Rome (14:00-15:00 UTC).
const START = DateTime.fromISO('2026-11-24T15:00', { zone: 'Europe/Rome' })
const END = START.plus({ hours: 1 })
const STAMP = DateTime.fromISO('2026-11-20T09:30:05Z')

function event(overrides: Partial<IcsEvent> = {}): IcsEvent {
  return {
    method: 'REQUEST',
    uid: 'session-42@mentorship.test',
    sequence: 7,
    start: START,
    end: END,
    stamp: STAMP,
    summary: 'Mentorship Hub: session with Giulia Rossi',
    description: 'Objective: raise a seed round\n\nMeeting link: https://meet.example/abc',
    location: 'https://meet.example/abc',
    organizer: { email: 'hello@mentorship.test', name: 'Mentorship Hub' },
    attendees: [
      { email: 'giulia@example.test', name: 'Giulia Rossi', partstat: 'ACCEPTED' },
      { email: 'ada@example.test', name: 'Ada Lovelace' },
    ],
    ...overrides,
  }
}

/** The value of the first content line named `name` (unfolded). */
function property(ics: string, name: string) {
  const line = unfoldIcs(ics).find((one) => one.split(/[;:]/)[0] === name)
  return line?.slice(line.indexOf(':') + 1)
}

test.group('iCalendar invitations', () => {
  test('a REQUEST is one VEVENT in a VCALENDAR with UTC times, UID, SEQUENCE and both people', ({
    assert,
  }) => {
    const ics = buildIcs(event())
    const lines = unfoldIcs(ics)
    assert.deepEqual(lines.slice(0, 6), [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Mentorship Hub//Sessions//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
    ])
    assert.deepEqual(lines.slice(-2), ['END:VEVENT', 'END:VCALENDAR'])
    assert.equal(property(ics, 'UID'), 'session-42@mentorship.test')
    assert.equal(property(ics, 'SEQUENCE'), '7')
    assert.equal(property(ics, 'DTSTAMP'), '20261120T093005Z')
    assert.equal(property(ics, 'DTSTART'), '20261124T140000Z')
    assert.equal(property(ics, 'DTEND'), '20261124T150000Z')
    assert.equal(property(ics, 'STATUS'), 'CONFIRMED')
    assert.equal(property(ics, 'SUMMARY'), 'Mentorship Hub: session with Giulia Rossi')
    assert.equal(
      property(ics, 'DESCRIPTION'),
      'Objective: raise a seed round\\n\\nMeeting link: https://meet.example/abc'
    )
    assert.include(lines, 'ORGANIZER;CN=Mentorship Hub:mailto:hello@mentorship.test')
    assert.include(
      lines,
      'ATTENDEE;CN=Giulia Rossi;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:giulia@example.test'
    )
    assert.include(
      lines,
      'ATTENDEE;CN=Ada Lovelace;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:ada@example.test'
    )
    // Every line ends in CRLF, including the last; no bare LF anywhere.
    assert.isTrue(ics.endsWith('END:VCALENDAR\r\n'))
    assert.notMatch(ics, /[^\r]\n/)
  })

  test('a CANCEL keeps the UID and says CANCELLED; a pending booking is TENTATIVE', ({
    assert,
  }) => {
    const cancel = buildIcs(event({ method: 'CANCEL', sequence: 9, status: 'CONFIRMED' }))
    assert.equal(property(cancel, 'METHOD'), 'CANCEL')
    assert.equal(property(cancel, 'STATUS'), 'CANCELLED')
    assert.equal(property(cancel, 'UID'), 'session-42@mentorship.test')
    assert.equal(property(cancel, 'SEQUENCE'), '9')

    const tentative = buildIcs(event({ status: 'TENTATIVE' }))
    assert.equal(property(tentative, 'STATUS'), 'TENTATIVE')
  })

  test('times are written in UTC whatever the zone of the DateTime, across DST', ({ assert }) => {
    // 29 March 2026: Rome moves to summer time at 02:00.
    const summer = DateTime.fromISO('2026-03-29T10:00', { zone: 'Europe/Rome' })
    assert.equal(icsDateTime(summer), '20260329T080000Z')
    // 1 November 2026: New York falls back; 09:00 is 13:00 UTC before, 14:00 UTC after.
    const before = DateTime.fromISO('2026-10-31T09:00', { zone: 'America/New_York' })
    const after = DateTime.fromISO('2026-11-02T09:00', { zone: 'America/New_York' })
    assert.equal(icsDateTime(before), '20261031T130000Z')
    assert.equal(icsDateTime(after), '20261102T140000Z')
  })

  test('TEXT escaping: backslash, semicolon, comma and newlines', ({ assert }) => {
    assert.equal(escapeText('a\\b; c, d\ne\r\nf'), 'a\\\\b\\; c\\, d\\ne\\nf')
    const ics = buildIcs(event({ summary: 'Pricing; growth, hiring' }))
    assert.equal(property(ics, 'SUMMARY'), 'Pricing\\; growth\\, hiring')
  })

  test('parameter values: quoted with : ; , and never carrying a double quote', ({ assert }) => {
    assert.equal(paramValue('Giulia Rossi'), 'Giulia Rossi')
    assert.equal(paramValue('Rossi, Giulia'), '"Rossi, Giulia"')
    assert.equal(paramValue('Ann "Bo" Lee'), "Ann 'Bo' Lee")
    const ics = buildIcs(
      event({ attendees: [{ email: 'x@example.test', name: 'Dr. Who: Part 1' }] })
    )
    assert.match(unfoldIcs(ics).join('\n'), /ATTENDEE;CN="Dr\. Who: Part 1";/)
  })

  test('long lines fold at 75 octets, never inside a UTF-8 character, and unfold back', ({
    assert,
  }) => {
    const ascii = `DESCRIPTION:${'x'.repeat(200)}`
    const folded = foldLine(ascii)
    const physical = folded.split('\r\n')
    assert.isAbove(physical.length, 2)
    assert.equal(Buffer.byteLength(physical[0]), 75)
    for (const line of physical.slice(1)) {
      assert.isTrue(line.startsWith(' '))
      assert.isAtMost(Buffer.byteLength(line), 75)
    }
    assert.equal(folded.replace(/\r\n /g, ''), ascii)

    const accented = `SUMMARY:${'Sessione con Niccolò Ćosić 🎯 '.repeat(8)}`
    const foldedAccented = foldLine(accented)
    for (const line of foldedAccented.split('\r\n')) {
      assert.isAtMost(Buffer.byteLength(line), 75)
      // Each physical line is valid UTF-8 on its own (no split sequence).
      assert.equal(Buffer.from(line, 'utf8').toString('utf8'), line)
      assert.notInclude(line, '\uFFFD')
      assert.notMatch(line, /[\uD800-\uDBFF]$/)
    }
    assert.equal(foldedAccented.replace(/\r\n /g, ''), accented)

    const ics = buildIcs(event({ description: 'è'.repeat(300) }))
    for (const line of ics.split('\r\n')) assert.isAtMost(Buffer.byteLength(line), 75)
    assert.equal(property(ics, 'DESCRIPTION'), 'è'.repeat(300))
  })

  test('a short line is left as it is', ({ assert }) => {
    assert.equal(foldLine('UID:session-1@x'), 'UID:session-1@x')
    assert.equal(foldLine('X:'.padEnd(75, 'a')), 'X:'.padEnd(75, 'a'))
  })
})
