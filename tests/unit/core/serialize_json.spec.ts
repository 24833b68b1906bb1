import { test } from '@japa/runner'
import { http } from '#config/app'

test.group('JSON bodies (config/app.ts serializeJSON)', () => {
  test('plain data is written as JSON.stringify writes it', ({ assert }) => {
    const value = {
      text: 'a "quote" \u2028 and é',
      number: 4.5,
      nothing: null,
      skipped: undefined,
      list: [1, undefined, Number.NaN],
      when: new Date('2026-11-23T06:00:00Z'),
    }
    assert.equal(http.serializeJSON(value), JSON.stringify(value))
  })

  test('BigInts become text and circular references are left out, as the framework did', ({
    assert,
  }) => {
    const circular: Record<string, unknown> = { id: 1 }
    circular.self = circular
    assert.equal(http.serializeJSON({ count: 12n }), '{"count":"12"}')
    assert.equal(http.serializeJSON(circular), '{"id":1}')
  })
})
