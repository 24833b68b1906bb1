import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { findSlots, type SlotRules } from '#scheduling/services/slot_engine'

const ROME = 'Europe/Rome'

function rules(overrides: Partial<SlotRules> = {}): SlotRules {
  return {
    timeZone: ROME,
    weekly: [],
    exceptions: [],
    busy: [],
    durationMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    maxSessionsPerMonth: null,
    sessionsPerMonth: new Map(),
    ...overrides,
  }
}

/** Local wall-clock labels of slots, e.g. '2026-11-25 09:00'. */
function local(slots: { start: DateTime }[], zone = ROME) {
  return slots.map((slot) => slot.start.setZone(zone).toFormat('yyyy-MM-dd HH:mm'))
}

// Monday 23 November 2026, 08:00 in Rome (07:00 UTC).
const NOW = DateTime.fromISO('2026-11-23T08:00', { zone: ROME })

test.group('Slot engine', () => {
  test('a 30-minute grid inside the window; each slot ends inside it', ({ assert }) => {
    const slots = findSlots(
      rules({ weekly: [{ dayOfWeek: 3, startTime: '09:00', endTime: '11:00' }] }),
      { now: NOW, until: NOW.plus({ days: 3 }) }
    )
    assert.deepEqual(local(slots), ['2026-11-25 09:00', '2026-11-25 09:30', '2026-11-25 10:00'])
    assert.isTrue(slots.every((slot) => slot.end.diff(slot.start, 'minutes').minutes === 60))
    assert.equal(slots[0].start.zoneName, 'UTC')
  })

  test('at least 48 hours of notice', ({ assert }) => {
    // Wednesday 25th at 08:00 Rome is exactly 48 h after NOW.
    const slots = findSlots(
      rules({
        weekly: [
          { dayOfWeek: 2, startTime: '09:00', endTime: '12:00' },
          { dayOfWeek: 3, startTime: '07:00', endTime: '09:00' },
        ],
      }),
      { now: NOW, until: NOW.plus({ days: 3 }) }
    )
    assert.deepEqual(local(slots), ['2026-11-25 08:00'])
  })

  test('buffers widen existing sessions', ({ assert }) => {
    const booked = DateTime.fromISO('2026-11-25T10:00', { zone: ROME })
    const base = {
      weekly: [{ dayOfWeek: 3, startTime: '09:00', endTime: '13:00' }],
      busy: [{ start: booked, end: booked.plus({ minutes: 60 }) }],
    }
    const window = { now: NOW, until: NOW.plus({ days: 3 }) }
    assert.deepEqual(local(findSlots(rules(base), window)), [
      '2026-11-25 09:00',
      '2026-11-25 11:00',
      '2026-11-25 11:30',
      '2026-11-25 12:00',
    ])
    assert.deepEqual(
      local(findSlots(rules({ ...base, bufferBeforeMinutes: 15, bufferAfterMinutes: 30 }), window)),
      ['2026-11-25 11:30', '2026-11-25 12:00']
    )
  })

  test('an exception replaces the weekly rules of its day', ({ assert }) => {
    const weekly = [
      { dayOfWeek: 3, startTime: '09:00', endTime: '10:00' },
      { dayOfWeek: 4, startTime: '09:00', endTime: '10:00' },
    ]
    const window = { now: NOW, until: NOW.plus({ days: 4 }) }
    const off = findSlots(
      rules({
        weekly,
        exceptions: [{ date: '2026-11-25', availableStart: null, availableEnd: null }],
      }),
      window
    )
    assert.deepEqual(local(off), ['2026-11-26 09:00'])

    const onlyAfternoon = findSlots(
      rules({
        weekly,
        exceptions: [{ date: '2026-11-25', availableStart: '15:00', availableEnd: '16:00' }],
      }),
      window
    )
    assert.deepEqual(local(onlyAfternoon), ['2026-11-25 15:00', '2026-11-26 09:00'])

    // An exception on a day without weekly rules opens it.
    const saturday = findSlots(
      rules({
        weekly,
        exceptions: [{ date: '2026-11-28', availableStart: '10:00', availableEnd: '11:00' }],
      }),
      { now: NOW, until: NOW.plus({ days: 6 }) }
    )
    assert.include(local(saturday), '2026-11-28 10:00')
  })

  test("the mentor's maximum sessions per month closes a full month", ({ assert }) => {
    const weekly = [{ dayOfWeek: 1, startTime: '09:00', endTime: '10:00' }]
    const window = { now: NOW, until: NOW.plus({ days: 15 }) }
    const open = findSlots(rules({ weekly, maxSessionsPerMonth: 2 }), window)
    assert.deepEqual(local(open), ['2026-11-30 09:00', '2026-12-07 09:00'])
    const full = findSlots(
      rules({ weekly, maxSessionsPerMonth: 2, sessionsPerMonth: new Map([['2026-11', 2]]) }),
      window
    )
    assert.deepEqual(local(full), ['2026-12-07 09:00'])
  })

  test('wall-clock rules hold across the spring DST change', ({ assert }) => {
    // Sunday 29 March 2026 Rome jumps from 02:00 to 03:00.
    const now = DateTime.fromISO('2026-03-25T08:00', { zone: ROME })
    const slots = findSlots(
      rules({
        weekly: [
          { dayOfWeek: 7, startTime: '01:00', endTime: '04:00' },
          { dayOfWeek: 1, startTime: '09:00', endTime: '10:00' },
        ],
      }),
      { now, until: now.plus({ days: 6 }) }
    )
    // 02:00 and 02:30 do not exist: 01:30 lasts one real hour and ends at 03:30
    // local, 02:00 is the same instant as 03:00, and 02:30 would end past 04:00.
    assert.deepEqual(local(slots), [
      '2026-03-29 01:00',
      '2026-03-29 01:30',
      '2026-03-29 03:00',
      '2026-03-30 09:00',
    ])
    assert.equal(slots[2].start.toISO(), '2026-03-29T01:00:00.000Z')
    // Monday 09:00 Rome is 07:00 UTC after the change (08:00 UTC before).
    assert.equal(slots[3].start.toISO(), '2026-03-30T07:00:00.000Z')
  })

  test('wall-clock rules hold across the autumn DST change', ({ assert }) => {
    // Sunday 25 October 2026: 03:00 goes back to 02:00 in Rome.
    const now = DateTime.fromISO('2026-10-20T08:00', { zone: ROME })
    const slots = findSlots(
      rules({
        weekly: [
          { dayOfWeek: 6, startTime: '09:00', endTime: '10:00' },
          { dayOfWeek: 1, startTime: '09:00', endTime: '10:00' },
        ],
      }),
      { now, until: now.plus({ days: 7 }) }
    )
    assert.deepEqual(
      slots.map((slot) => slot.start.toISO()),
      ['2026-10-24T07:00:00.000Z', '2026-10-26T08:00:00.000Z']
    )
  })

  test('limit, an empty schedule and a viewer in another zone', ({ assert }) => {
    const weekly = [{ dayOfWeek: 3, startTime: '09:00', endTime: '17:00' }]
    const first = findSlots(rules({ weekly }), { now: NOW, limit: 1 })
    assert.lengthOf(first, 1)
    assert.deepEqual(local(first, 'America/New_York'), ['2026-11-25 03:00'])
    assert.deepEqual(findSlots(rules(), { now: NOW }), [])
  })

  test('calendar busy times are subtracted like sessions (buffers included)', ({ assert }) => {
    const weekly = [{ dayOfWeek: 3, startTime: '09:00', endTime: '13:00' }]
    const busy = [
      {
        start: DateTime.fromISO('2026-11-25T10:15', { zone: ROME }),
        end: DateTime.fromISO('2026-11-25T10:45', { zone: ROME }),
      },
    ]
    const slots = findSlots(rules({ weekly, busy, bufferAfterMinutes: 15 }), {
      now: NOW,
      until: NOW.plus({ days: 3 }),
    })
    // 09:00-10:00 ends before 10:15; 09:30 and 10:00 overlap; 10:30 overlaps the
    // 15-minute buffer after (until 11:00); 11:00 onwards is free.
    assert.deepEqual(local(slots), [
      '2026-11-25 09:00',
      '2026-11-25 11:00',
      '2026-11-25 11:30',
      '2026-11-25 12:00',
    ])
  })

  test('a mentor in New York keeps wall-clock hours across both US changes', ({ assert }) => {
    const NEW_YORK = 'America/New_York'
    // US clocks go forward on Sunday 8 March 2026 and back on Sunday 1 November 2026.
    const weekly = [{ dayOfWeek: 1, startTime: '09:00', endTime: '10:00' }]
    const spring = findSlots(rules({ timeZone: NEW_YORK, weekly }), {
      now: DateTime.fromISO('2026-02-26T08:00', { zone: NEW_YORK }),
      until: DateTime.fromISO('2026-03-10T00:00', { zone: NEW_YORK }),
    })
    assert.deepEqual(
      spring.map((slot) => slot.start.toISO()),
      ['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z']
    )
    const autumn = findSlots(rules({ timeZone: NEW_YORK, weekly }), {
      now: DateTime.fromISO('2026-10-22T08:00', { zone: NEW_YORK }),
      until: DateTime.fromISO('2026-11-03T00:00', { zone: NEW_YORK }),
    })
    assert.deepEqual(
      autumn.map((slot) => slot.start.toISO()),
      ['2026-10-26T13:00:00.000Z', '2026-11-02T14:00:00.000Z']
    )
    assert.deepEqual(local(autumn, NEW_YORK), ['2026-10-26 09:00', '2026-11-02 09:00'])
  })

  test('a viewer in New York sees a Rome mentor one hour apart while only the US has changed', ({
    assert,
  }) => {
    // 8-29 March 2026: New York is on summer time, Rome not yet.
    const weekly = [{ dayOfWeek: 1, startTime: '09:00', endTime: '10:00' }]
    const slots = findSlots(rules({ weekly }), {
      now: DateTime.fromISO('2026-02-26T08:00', { zone: ROME }),
      until: DateTime.fromISO('2026-04-07T00:00', { zone: ROME }),
    })
    assert.deepEqual(local(slots), [
      '2026-03-02 09:00',
      '2026-03-09 09:00',
      '2026-03-16 09:00',
      '2026-03-23 09:00',
      '2026-03-30 09:00',
      '2026-04-06 09:00',
    ])
    assert.deepEqual(local(slots, 'America/New_York'), [
      '2026-03-02 03:00',
      '2026-03-09 04:00',
      '2026-03-16 04:00',
      '2026-03-23 04:00',
      '2026-03-30 03:00',
      '2026-04-06 03:00',
    ])
  })

  test('the one-lookup-per-day placement equals luxon placing every time, in zones with odd DST rules', ({
    assert,
  }) => {
    // Luxon's own placement of each wall-clock start (what the engine does on DST days).
    const reference = (slotRules: SlotRules, now: DateTime, until: DateTime) => {
      const starts: number[] = []
      for (
        let day = now.setZone(slotRules.timeZone).startOf('day');
        day < until;
        day = day.plus({ days: 1 })
      ) {
        for (const rule of slotRules.weekly.filter((item) => item.dayOfWeek === day.weekday)) {
          const [openH, openM] = rule.startTime.split(':').map(Number)
          const [closeH, closeM] = rule.endTime.split(':').map(Number)
          const close = day.set({ hour: closeH, minute: closeM }).toMillis()
          for (let minute = openH * 60 + openM; minute + 60 <= closeH * 60 + closeM; minute += 30) {
            const start = day.set({ hour: Math.floor(minute / 60), minute: minute % 60 }).toMillis()
            if (start + 3_600_000 <= close && start >= now.plus({ hours: 48 }).toMillis())
              starts.push(start)
          }
        }
      }
      return [...new Set(starts)].sort((a, b) => a - b).filter((start) => start < until.toMillis())
    }
    const weekly = [1, 2, 3, 4, 5, 6, 7].flatMap((dayOfWeek) => [
      { dayOfWeek, startTime: '00:00', endTime: '03:30' },
      { dayOfWeek, startTime: '09:00', endTime: '17:00' },
    ])
    const zones = [
      'Europe/Rome',
      'America/New_York',
      'America/Santiago',
      'America/Havana',
      'Australia/Lord_Howe',
      'Asia/Kolkata',
      // Changes at midnight UTC, four a year, 45-minute offsets, a 2-hour DST.
      'America/Scoresbysund',
      'Africa/Casablanca',
      'Pacific/Chatham',
      'Antarctica/Troll',
    ]
    for (const timeZone of zones) {
      for (const month of [1, 3, 4, 9, 10, 11]) {
        const now = DateTime.fromObject({ year: 2026, month, day: 1, hour: 6 }, { zone: 'utc' })
        const until = now.plus({ days: 45 })
        const slots = findSlots(rules({ timeZone, weekly }), { now, until })
        const got = slots.map((slot) => slot.start.toMillis())
        const want = reference(rules({ timeZone, weekly }), now, until)
        assert.deepEqual(got, want, `${timeZone} from ${now.toISODate()}`)
      }
    }
  })
})
