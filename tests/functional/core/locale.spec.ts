import type { ApiClient } from '@japa/api-client'
import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { TYPE } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { pageFrom } from '#tests/helpers/inertia'

/** A text without arguments or tags, as the pages receive it: one literal element. */
const literal = (value: string) => [{ type: TYPE.literal, value }]

test.group('Locale | cookie, then Accept-Language, then English', () => {
  test('English by default', async ({ client, assert }) => {
    const response = await client.get('/')
    assert.equal(pageFrom(response.text()).props.locale, 'en')
    assert.include(response.text(), '<html lang="en">')
  })

  test('Accept-Language picks Italian', async ({ client, assert }) => {
    const response = await client.get('/').header('Accept-Language', 'it-IT,it;q=0.9,en;q=0.5')
    assert.equal(pageFrom(response.text()).props.locale, 'it')
    assert.include(response.text(), '<html lang="it">')
  })

  test('an unsupported language falls back to English', async ({ client, assert }) => {
    const response = await client.get('/').header('Accept-Language', 'de-DE,fr;q=0.8')
    assert.equal(pageFrom(response.text()).props.locale, 'en')
  })

  test('the locale cookie wins over Accept-Language', async ({ client, assert }) => {
    const response = await client
      .get('/')
      .header('Accept-Language', 'en-US')
      .withRawCookie('locale', 'it')
    assert.equal(pageFrom(response.text()).props.locale, 'it')

    const english = await client
      .get('/')
      .header('Accept-Language', 'it-IT')
      .withRawCookie('locale', 'en')
    assert.equal(pageFrom(english.text()).props.locale, 'en')
  })

  test('an invalid cookie value is ignored', async ({ client, assert }) => {
    const response = await client
      .get('/')
      .header('Accept-Language', 'it')
      .withRawCookie('locale', 'xx')
    assert.equal(pageFrom(response.text()).props.locale, 'it')
  })

  test('choosing a language sets the cookie for 365 days', async ({ client, assert }) => {
    const response = await client
      .post('/locale')
      .withCsrfToken()
      .form({ locale: 'it' })
      .header('Referer', '/pricing')
      .redirects(0)
    response.assertStatus(302)
    const setCookie = ([] as string[]).concat(response.header('set-cookie') ?? [])
    const cookie = setCookie.find((line) => line.startsWith('locale='))
    assert.exists(cookie)
    assert.match(cookie!, /^locale=it;/)
    assert.match(cookie!, /Max-Age=31536000/)
  })

  test('an unsupported language choice is rejected and sets nothing', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/locale')
      .withCsrfToken()
      .accept('json')
      .json({ locale: 'de' })
    response.assertStatus(422)
    assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
    assert.property(response.body().errors, 'locale')
    const setCookie = ([] as string[]).concat(response.header('set-cookie') ?? [])
    assert.isUndefined(setCookie.find((line) => line.startsWith('locale=')))
  })
})

test.group('Locale | interface texts: loaded once, kept out of the HTML', () => {
  /** An Inertia visit (what a click on a link sends), holding the given once-keys. */
  function visit(client: ApiClient, path: string, locale: string, held: string[]) {
    return client
      .get(path)
      .header('X-Inertia', 'true')
      .header('X-Inertia-Except-Once-Props', held.join(','))
      .withRawCookie('locale', locale)
  }

  test('the page HTML carries no texts but preloads /i18n/<locale> for its build; that answers them', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/pricing').withRawCookie('locale', 'it')
    const page = pageFrom(response.text())
    assert.notProperty(page.props, 'messages')
    const href = `/i18n/it?v=${page.version}`
    assert.include(
      response.text(),
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}"`
    )
    // The server-rendered markup is still translated.
    assert.include(response.text(), 'Trova un mentor')

    const texts = await client.get(href)
    texts.assertStatus(200)
    assert.match(texts.header('content-type') ?? '', /application\/json/)
    // Each text comes parsed (react-intl's syntax tree), and formats as the server's own does.
    assert.deepEqual(texts.body()['common.nav.findMentors'], literal('Trova un mentor'))
    const plural = texts.body()['dashboard.requests.review']
    assert.include(
      plural.map((element: { type: number }) => element.type),
      TYPE.plural
    )
    for (const count of [1, 3]) {
      assert.equal(
        new IntlMessageFormat(plural, 'it').format({ count }),
        i18nManager.locale('it').t('dashboard.requests.review', { count })
      )
    }
    assert.isFalse(Object.keys(texts.body()).some((key) => key.startsWith('validation.')))

    const english = await client.get(`/i18n/en?v=${page.version}`)
    assert.deepEqual(english.body()['common.nav.findMentors'], literal('Find mentors'))

    const unknown = await client.get('/i18n/xx').header('accept', 'application/json')
    unknown.assertStatus(404)
    assert.equal(unknown.body().errorCode, 'NOT_FOUND')
  })

  test('a visit that holds the texts gets none; a visit in a new language gets its own', async ({
    client,
    assert,
  }) => {
    const fresh = await visit(client, '/about', 'en', [])
    assert.deepEqual(
      fresh.body().props.messages.texts['common.nav.findMentors'],
      literal('Find mentors')
    )

    const heldResponse = await visit(client, '/about', 'en', ['messages.en'])
    const held = heldResponse.body()
    assert.notProperty(held.props, 'messages')
    assert.equal(held.props.locale, 'en')

    const switchedResponse = await visit(client, '/about', 'it', ['messages.en'])
    const switched = switchedResponse.body()
    assert.equal(switched.props.locale, 'it')
    assert.deepEqual(
      switched.props.messages.texts['common.nav.findMentors'],
      literal('Trova un mentor')
    )
  })
})
