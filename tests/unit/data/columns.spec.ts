import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { consumeUtcDateTime, utcMillis } from '#database/columns'

test.group('Columns | instants read back', () => {
  test('SQLite text is the same UTC DateTime luxon reads from SQL, with or without fractions', ({
    assert,
  }) => {
    for (const text of [
      '2026-11-23 10:15:00',
      '2026-03-29 01:30:00',
      '2024-02-29 23:59:59',
      '2026-11-23 10:15:00.250',
      '1999-12-31 00:00:00',
    ]) {
      const read = consumeUtcDateTime(text) as DateTime
      const expected = DateTime.fromSQL(text, { zone: 'utc' })
      assert.isTrue(read.isValid, text)
      assert.equal(read.toISO(), expected.toISO(), text)
      assert.equal(read.zoneName, 'UTC', text)
      assert.equal(read.toMillis(), utcMillis(text), text)
    }
  })

  test('a day the month does not have stays invalid; other forms and empty values are read as before', ({
    assert,
  }) => {
    assert.isFalse((consumeUtcDateTime('2026-02-30 10:00:00') as DateTime).isValid)
    assert.equal(
      (consumeUtcDateTime('2026-11-23T10:15:00.000+01:00') as DateTime).toISO(),
      '2026-11-23T09:15:00.000Z'
    )
    const date = new Date('2026-11-23T10:15:00Z')
    assert.equal((consumeUtcDateTime(date) as DateTime).toISO(), '2026-11-23T10:15:00.000Z')
    assert.equal(
      (consumeUtcDateTime(date.getTime()) as DateTime).toISO(),
      '2026-11-23T10:15:00.000Z'
    )
    assert.isNull(consumeUtcDateTime(null))
    assert.isNull(consumeUtcDateTime(''))
  })
})
