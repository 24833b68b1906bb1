import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { clockChangesBetween } from '#scheduling/services/clock_changes'

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

/** The changes as "instant in UTC: offset before -> after" for readable assertions. */
function changes(from: string, until: string, zone: string) {
  return clockChangesBetween(utc(from), utc(until), zone).map(
    (change) =>
      `${change.at.toUTC().toISO({ suppressMilliseconds: true })}: ${change.offsetBefore} -> ${change.offsetAfter}`
  )
}

test.group('Clock changes between a booking and its session', () => {
  test('Rome, last Sunday of October: 03:00 summer time becomes 02:00 (01:00 UTC)', ({
    assert,
  }) => {
    assert.deepEqual(changes('2026-10-01T09:00:00Z', '2026-11-05T14:00:00Z', 'Europe/Rome'), [
      '2026-10-25T01:00:00Z: 120 -> 60',
    ])
    const [change] = clockChangesBetween(
      utc('2026-10-01T09:00:00Z'),
      utc('2026-11-05T14:00:00Z'),
      'Europe/Rome'
    )
    assert.equal(change.zone, 'Europe/Rome')
    assert.equal(change.at.toFormat('yyyy-MM-dd HH:mm'), '2026-10-25 02:00')
  })

  test('Rome, last Sunday of March: 02:00 winter time becomes 03:00 (01:00 UTC)', ({ assert }) => {
    assert.deepEqual(changes('2027-03-10T09:00:00Z', '2027-04-02T08:00:00Z', 'Europe/Rome'), [
      '2027-03-28T01:00:00Z: 60 -> 120',
    ])
  })

  test('New York, first Sunday of November: 02:00 daylight time becomes 01:00 (06:00 UTC)', ({
    assert,
  }) => {
    assert.deepEqual(changes('2026-10-20T15:00:00Z', '2026-11-03T15:00:00Z', 'America/New_York'), [
      '2026-11-01T06:00:00Z: -240 -> -300',
    ])
  })

  test('New York, second Sunday of March: 02:00 standard time becomes 03:00 (07:00 UTC)', ({
    assert,
  }) => {
    assert.deepEqual(changes('2027-03-01T15:00:00Z', '2027-03-20T15:00:00Z', 'America/New_York'), [
      '2027-03-14T07:00:00Z: -300 -> -240',
    ])
  })

  test('the same weeks seen from the other zone: New York changes two weeks before Rome', ({
    assert,
  }) => {
    // Booked on 1 March 2027 for 20 March: New York moved its clocks, Rome not yet.
    assert.deepEqual(changes('2027-03-01T15:00:00Z', '2027-03-20T15:00:00Z', 'Europe/Rome'), [])
    // Booked on 26 October 2026 for 31 October: Rome had already changed, New York not yet.
    assert.deepEqual(
      changes('2026-10-26T09:00:00Z', '2026-10-31T14:00:00Z', 'America/New_York'),
      []
    )
  })

  test('a session starting exactly at the change counts it: its time is on the new clock', ({
    assert,
  }) => {
    assert.deepEqual(changes('2026-10-20T09:00:00Z', '2026-10-25T01:00:00Z', 'Europe/Rome'), [
      '2026-10-25T01:00:00Z: 120 -> 60',
    ])
    assert.deepEqual(changes('2027-03-01T09:00:00Z', '2027-03-14T07:00:00Z', 'America/New_York'), [
      '2027-03-14T07:00:00Z: -300 -> -240',
    ])
    // A millisecond earlier the session is still on the old clock.
    assert.deepEqual(changes('2026-10-20T09:00:00Z', '2026-10-25T00:59:59.999Z', 'Europe/Rome'), [])
  })

  test('a booking made exactly at the change does not count it: it was booked on the new clock', ({
    assert,
  }) => {
    assert.deepEqual(changes('2026-10-25T01:00:00Z', '2026-11-10T09:00:00Z', 'Europe/Rome'), [])
    assert.deepEqual(
      changes('2026-11-01T06:00:00Z', '2026-11-10T15:00:00Z', 'America/New_York'),
      []
    )
    // A millisecond before the change, it does.
    assert.deepEqual(changes('2026-10-25T00:59:59.999Z', '2026-11-10T09:00:00Z', 'Europe/Rome'), [
      '2026-10-25T01:00:00Z: 120 -> 60',
    ])
  })

  test('two changes over a long wait are both found; none where the zone keeps one time', ({
    assert,
  }) => {
    assert.deepEqual(changes('2026-10-01T09:00:00Z', '2027-04-15T09:00:00Z', 'Europe/Rome'), [
      '2026-10-25T01:00:00Z: 120 -> 60',
      '2027-03-28T01:00:00Z: 60 -> 120',
    ])
    assert.deepEqual(changes('2026-10-01T09:00:00Z', '2027-04-15T09:00:00Z', 'UTC'), [])
    assert.deepEqual(changes('2026-10-01T09:00:00Z', '2027-04-15T09:00:00Z', 'Asia/Tokyo'), [])
    assert.deepEqual(changes('2026-10-01T09:00:00Z', '2027-04-15T09:00:00Z', 'Not/AZone'), [])
  })

  test('nothing when the session is not after the booking', ({ assert }) => {
    assert.deepEqual(changes('2026-11-05T14:00:00Z', '2026-10-01T09:00:00Z', 'Europe/Rome'), [])
    assert.deepEqual(changes('2026-10-25T01:00:00Z', '2026-10-25T01:00:00Z', 'Europe/Rome'), [])
  })
})
