import { test } from '@japa/runner'
import { createIntl, type IntlShape, type MessageFormatElement } from 'react-intl'
import { parsedTexts } from '#core/services/locale'

// inertia/ is a TypeScript project of its own (tsconfig.inertia.json, referenced, not built for
// the server's type check), so its module is reached at run time through a path held in a value.
const intlModule = '../../../inertia/lib/intl.js'
const { sharedIntl } = (await import(intlModule)) as {
  sharedIntl: (
    locale: string,
    timeZone: string,
    messages: Record<string, MessageFormatElement[]>
  ) => IntlShape
}

/** The texts as the pages receive them: parsed by the server. */
const parsed = (texts: Record<string, string>, locale = 'en') =>
  parsedTexts(texts, locale) as unknown as Record<string, MessageFormatElement[]>

test.group('Pages | shared react-intl object', () => {
  const messages = parsed({
    plain: 'Find mentors',
    apostrophe: "L'area riservata",
    quoted: "Type '{' to start",
    plural: '{count, plural, one {# session} other {# sessions}}',
    tagged: 'Read the <link>terms</link>',
    time: 'Starts at {when, time, short}',
  })

  test('plain texts come back as they are; ICU syntax is still formatted', ({ assert }) => {
    const intl = sharedIntl('en', 'UTC', messages)
    assert.equal(intl.formatMessage({ id: 'plain' }), 'Find mentors')
    assert.equal(intl.formatMessage({ id: 'apostrophe' }), "L'area riservata")
    assert.equal(intl.formatMessage({ id: 'quoted' }), 'Type { to start')
    assert.equal(intl.formatMessage({ id: 'plural' }, { count: 1 }), '1 session')
    assert.equal(intl.formatMessage({ id: 'plural' }, { count: 1200 }), '1,200 sessions')
    assert.deepEqual(
      intl.formatMessage({ id: 'tagged' }, { link: (chunks: unknown[]) => `[${chunks.join('')}]` }),
      'Read the [terms]'
    )
    assert.equal(intl.formatMessage({ id: 'missing', defaultMessage: 'Fallback' }), 'Fallback')
  })

  test('one object per language, time zone and set of texts', ({ assert }) => {
    const first = sharedIntl('en', 'UTC', messages)
    assert.strictEqual(sharedIntl('en', 'UTC', messages), first)
    assert.notStrictEqual(sharedIntl('en', 'Europe/Rome', messages), first)
    assert.notStrictEqual(sharedIntl('en', 'UTC', { ...messages }), first)

    const when = new Date(Date.UTC(2026, 10, 26, 9, 30))
    assert.equal(
      sharedIntl('en', 'UTC', messages).formatMessage({ id: 'time' }, { when }),
      'Starts at 9:30 AM'
    )
    assert.equal(
      sharedIntl('en', 'Europe/Rome', messages).formatMessage({ id: 'time' }, { when }),
      'Starts at 10:30 AM'
    )
  })

  test('texts with arguments format exactly as react-intl formats them', ({ assert }) => {
    const texts = {
      'zoned.date': 'On {when, date, long} at {when, time, short}',
      'zoned.full': '{when, date, full} {when, time, long}',
      'unnamed': '{when, date}',
      'money': 'Pay {amount, number, ::currency/EUR} now',
      'select': '{role, select, mentor {Mentor} other {Mentee}} {name}',
      'nested': '{count, plural, =0 {no sessions} one {# session with {name}} other {# sessions}}',
    }
    const values = [
      {
        when: new Date(Date.UTC(2026, 10, 26, 23, 30)),
        amount: 1234.5,
        role: 'mentor',
        name: 'Ada',
        count: 0,
      },
      { when: new Date(Date.UTC(2026, 2, 29, 0, 30)), amount: 0, role: 'x', name: 'Bo', count: 1 },
      { when: Date.UTC(2026, 6, 1, 12), amount: -7, role: 'mentor', name: 'Cy', count: 42 },
    ]
    for (const [locale, timeZone] of [
      ['en', 'UTC'],
      ['it', 'Europe/Rome'],
      ['en', 'America/Los_Angeles'],
    ]) {
      const library = createIntl({ locale, timeZone, messages: texts, defaultLocale: 'en' })
      const shared = sharedIntl(locale, timeZone, parsed(texts, locale))
      for (const row of values) {
        for (const id of Object.keys(texts)) {
          const expected = library.formatMessage({ id }, row)
          // Twice: the second comes from the compiled text kept by id.
          assert.equal(shared.formatMessage({ id }, row), expected, `${locale} ${timeZone} ${id}`)
          assert.equal(shared.formatMessage({ id }, row), expected)
        }
      }
    }
  })
})
