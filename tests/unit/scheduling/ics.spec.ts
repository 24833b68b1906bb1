import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { buildIcs, type IcsEvent } from '#scheduling/services/ics'
import { readIcs } from '#tests/helpers/ics'

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

/** The physical lines of the text as sent (folded), without the final CRLF. */
function physicalLines(ics: string) {
  return ics.replace(/\r\n$/, '').split('\r\n')
}

test.group('iCalendar invitations', () => {
  test('a REQUEST is one VEVENT in a VCALENDAR with UTC times, UID, SEQUENCE and both people', ({
    assert,
  }) => {
    const ics = buildIcs(event())
    const invite = readIcs(ics)
    assert.equal(invite.calendar.name, 'vcalendar')
    assert.deepEqual(
      invite.calendar.getAllSubcomponents().map((component) => component.name),
      ['vevent']
    )
    assert.equal(invite.prop('VERSION'), '2.0')
    assert.equal(invite.prop('PRODID'), '-//Mentorship Hub//Sessions//EN')
    assert.equal(invite.prop('CALSCALE'), 'GREGORIAN')
    assert.equal(invite.prop('METHOD'), 'REQUEST')
    assert.equal(invite.prop('UID'), 'session-42@mentorship.test')
    assert.equal(invite.prop('SEQUENCE'), '7')
    assert.equal(invite.prop('DTSTAMP'), '20261120T093005Z')
    assert.equal(invite.prop('DTSTART'), '20261124T140000Z')
    assert.equal(invite.prop('DTEND'), '20261124T150000Z')
    assert.equal(invite.prop('STATUS'), 'CONFIRMED')
    assert.equal(invite.prop('SUMMARY'), 'Mentorship Hub: session with Giulia Rossi')
    assert.equal(
      invite.prop('DESCRIPTION'),
      'Objective: raise a seed round\n\nMeeting link: https://meet.example/abc'
    )
    assert.deepEqual(invite.people('organizer'), [
      { email: 'hello@mentorship.test', params: { cn: 'Mentorship Hub' } },
    ])
    const attendee = { cutype: 'INDIVIDUAL', role: 'REQ-PARTICIPANT', rsvp: 'FALSE' }
    assert.deepEqual(invite.people('attendee'), [
      {
        email: 'giulia@example.test',
        params: { ...attendee, cn: 'Giulia Rossi', partstat: 'ACCEPTED' },
      },
      {
        email: 'ada@example.test',
        params: { ...attendee, cn: 'Ada Lovelace', partstat: 'NEEDS-ACTION' },
      },
    ])
    // Every line ends in CRLF, including the last; no bare LF anywhere.
    assert.isTrue(ics.endsWith('END:VCALENDAR\r\n'))
    assert.notMatch(ics, /[^\r]\n/)
  })

  test('a CANCEL keeps the UID and says CANCELLED; a pending booking is TENTATIVE', ({
    assert,
  }) => {
    const cancel = readIcs(buildIcs(event({ method: 'CANCEL', sequence: 9, status: 'CONFIRMED' })))
    assert.equal(cancel.prop('METHOD'), 'CANCEL')
    assert.equal(cancel.prop('STATUS'), 'CANCELLED')
    assert.equal(cancel.prop('UID'), 'session-42@mentorship.test')
    assert.equal(cancel.prop('SEQUENCE'), '9')

    const tentative = readIcs(buildIcs(event({ status: 'TENTATIVE' })))
    assert.equal(tentative.prop('STATUS'), 'TENTATIVE')
  })

  test('times are written in UTC whatever the zone of the DateTime, across DST', ({ assert }) => {
    // 29 March 2026: Rome moves to summer time at 02:00.
    const summer = DateTime.fromISO('2026-03-29T10:00', { zone: 'Europe/Rome' })
    const spring = readIcs(buildIcs(event({ start: summer, end: summer.plus({ hours: 1 }) })))
    assert.equal(spring.prop('DTSTART'), '20260329T080000Z')
    // 1 November 2026: New York falls back; 09:00 is 13:00 UTC before, 14:00 UTC after.
    const before = DateTime.fromISO('2026-10-31T09:00', { zone: 'America/New_York' })
    const after = DateTime.fromISO('2026-11-02T09:00', { zone: 'America/New_York' })
    const autumn = readIcs(buildIcs(event({ start: before, end: after })))
    assert.equal(autumn.prop('DTSTART'), '20261031T130000Z')
    assert.equal(autumn.prop('DTEND'), '20261102T140000Z')
  })

  test('TEXT escaping: backslash, semicolon, comma and newlines', ({ assert }) => {
    const ics = buildIcs(event({ summary: 'a\\b; c, d\ne\r\nf' }))
    assert.equal(readIcs(ics).prop('SUMMARY'), 'a\\b; c, d\ne\nf')
    // A lenient parser reads an unescaped ; or , in SUMMARY the same: the wire form is checked too.
    assert.include(physicalLines(ics), 'SUMMARY:a\\\\b\\; c\\, d\\ne\\nf')
    const pricing = readIcs(buildIcs(event({ summary: 'Pricing; growth, hiring' })))
    assert.equal(pricing.prop('SUMMARY'), 'Pricing; growth, hiring')
  })

  test('parameter values: quoted with : ; , and never carrying a double quote', ({ assert }) => {
    const cn = (name: string) =>
      readIcs(buildIcs(event({ attendees: [{ email: 'x@example.test', name }] }))).people(
        'attendee'
      )[0]
    assert.equal(cn('Rossi, Giulia').params.cn, 'Rossi, Giulia')
    assert.deepEqual(cn('Dr. Who: Part 1'), {
      email: 'x@example.test',
      params: {
        cn: 'Dr. Who: Part 1',
        cutype: 'INDIVIDUAL',
        role: 'REQ-PARTICIPANT',
        partstat: 'NEEDS-ACTION',
        rsvp: 'FALSE',
      },
    })
    assert.equal(cn('Ann "Bo" Lee').params.cn, "Ann 'Bo' Lee")
    assert.equal(cn('Ann\r\nLee').params.cn, 'Ann Lee')
  })

  test('long lines fold at 75 octets, never inside a UTF-8 character, and unfold back', ({
    assert,
  }) => {
    const ascii = buildIcs(event({ description: 'x'.repeat(200) }))
    const lines = physicalLines(ascii)
    const first = lines.findIndex((line) => line.startsWith('DESCRIPTION:'))
    const continued = lines.slice(first + 1).findIndex((line) => !line.startsWith(' '))
    assert.isAtLeast(continued, 2, 'the description spans three physical lines or more')
    for (const line of lines) assert.isAtMost(Buffer.byteLength(line), 75)
    assert.equal(readIcs(ascii).prop('DESCRIPTION'), 'x'.repeat(200))

    const accented = 'Sessione con Niccolò Ćosić 🎯 '.repeat(8)
    const folded = buildIcs(event({ summary: accented }))
    for (const line of physicalLines(folded)) {
      assert.isAtMost(Buffer.byteLength(line), 75)
      // Each physical line is valid UTF-8 on its own (no split sequence).
      assert.equal(Buffer.from(line, 'utf8').toString('utf8'), line)
      assert.notInclude(line, '\uFFFD')
      assert.notMatch(line, /[\uD800-\uDBFF]$/)
    }
    assert.equal(readIcs(folded).prop('SUMMARY'), accented)

    const ics = buildIcs(event({ description: 'è'.repeat(300) }))
    for (const line of physicalLines(ics)) assert.isAtMost(Buffer.byteLength(line), 75)
    assert.equal(readIcs(ics).prop('DESCRIPTION'), 'è'.repeat(300))
  })

  test('a short line is left as it is', ({ assert }) => {
    // SUMMARY: and 66 characters make 74 octets, the longest line ical-generator leaves whole.
    const ics = buildIcs(event({ uid: 'session-1@x', summary: 'a'.repeat(66) }))
    assert.include(physicalLines(ics), 'UID:session-1@x')
    assert.include(physicalLines(ics), `SUMMARY:${'a'.repeat(66)}`)
  })
})
