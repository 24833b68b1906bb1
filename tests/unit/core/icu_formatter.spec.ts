import { test } from '@japa/runner'
import { CompiledIcuFormatter } from '#core/services/icu_formatter'

test.group('Translations (CompiledIcuFormatter)', () => {
  test('formats ICU plurals, numbers and dates per locale, again and again', ({ assert }) => {
    const formatter = new CompiledIcuFormatter()
    const plural = '{count, plural, one {# sessione} other {# sessioni}}'
    for (let round = 0; round < 3; round++) {
      assert.equal(formatter.format(plural, 'it', { count: 1 }), '1 sessione')
      assert.equal(formatter.format(plural, 'it', { count: 15000 }), '15.000 sessioni')
      assert.equal(formatter.format(plural, 'en', { count: 15000 }), '15,000 sessioni')
    }
    const rating = 'Highly rated: {rating, number} out of 5'
    assert.equal(formatter.format(rating, 'en', { rating: 4.5 }), 'Highly rated: 4.5 out of 5')
    assert.equal(formatter.format(rating, 'it', { rating: 4.5 }), 'Highly rated: 4,5 out of 5')
    const day = '{when, date, long}'
    const when = new Date(Date.UTC(2026, 10, 26, 12))
    assert.equal(formatter.format(day, 'en', { when }), 'November 26, 2026')
    assert.equal(formatter.format(day, 'it', { when }), '26 novembre 2026')
  })

  test('a message without arguments, and tags left as text', ({ assert }) => {
    const formatter = new CompiledIcuFormatter()
    assert.equal(formatter.format('Send the request as JSON', 'en'), 'Send the request as JSON')
    assert.equal(formatter.format('<b>{name}</b>', 'en', { name: 'Ada' }), '<b>Ada</b>')
  })

  test('a missing argument fails as with the library formatter', ({ assert }) => {
    const formatter = new CompiledIcuFormatter()
    assert.throws(() => formatter.format('Hello {name}', 'en', {}))
  })
})
