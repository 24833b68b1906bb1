import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import ContentPage from '#core/models/content_page'
import ContactMessage from '#core/models/contact_message'
import { CONTACT_RULES } from '#core/validators/contact'
import { contactAddress } from '#core/services/contact'
import { CONTENT_KEYS } from '#database/seeding/content_pages'
import { MailCapture } from '#tests/helpers/mail_capture'
import { givenMentor } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'
import { CONSENT } from '#business/app'

type Locale = 'en' | 'it'

async function pageHtml(client: ApiClient, path: string, locale: Locale = 'en') {
  const response = await client.get(path).withRawCookie('locale', locale)
  response.assertStatus(200)
  return response.text()
}

/** The text a visitor reads: tags dropped, entities as plain characters. */
function visibleText(html: string) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ')
}

const STATIC_PAGES: { path: string; key: string; en: string; it: string }[] = [
  { path: '/about', key: 'about', en: 'About Mentorship Hub', it: 'Chi siamo' },
  { path: '/privacy', key: 'privacy', en: 'Privacy policy', it: 'Informativa sulla privacy' },
  { path: '/cookie-policy', key: 'cookie_policy', en: 'Cookie policy', it: 'Cookie policy' },
  {
    path: '/terms-and-conditions',
    key: 'terms',
    en: 'Terms and conditions',
    it: 'Termini e condizioni',
  },
]

test.group('Core | static pages', (group) => {
  group.each.setup(async () => {
    await ContentPage.query()
      .whereIn('key', [...CONTENT_KEYS])
      .delete()
  })

  test("each page shows the seeded default text in the viewer's language when the admin wrote none", async ({
    client,
    assert,
  }) => {
    for (const page of STATIC_PAGES) {
      for (const locale of ['en', 'it'] as const) {
        const html = await pageHtml(client, page.path, locale)
        const inertia = pageFrom(html)
        assert.equal(inertia.component, 'core/content_page', page.path)
        assert.equal(inertia.props.page.key, page.key)
        assert.include(ssrBody(html), `<h1`, page.path)
        assert.include(visibleText(ssrBody(html)), page[locale], `${page.path} ${locale}`)
      }
    }
  })

  test('the cookie policy lists what is stored: session, locale, consent choice, referral code', async ({
    client,
    assert,
  }) => {
    for (const locale of ['en', 'it'] as const) {
      const text = visibleText(ssrBody(await pageHtml(client, '/cookie-policy', locale)))
      for (const name of ['mm-session', 'locale', 'cookie_consent', 'referralCode', 'XSRF-TOKEN']) {
        assert.include(text, name, `${locale}: ${name}`)
      }
    }
    const moved = await client.get('/cookies-policy?x=1').redirects(0)
    moved.assertStatus(301)
    assert.equal(moved.header('location'), '/cookie-policy?x=1')
  })

  test('the consent banner comes with the page until a choice is saved; the scripts load at low priority', async ({
    client,
    assert,
  }) => {
    // The choice as the banner saves it, and one saved by an older version of the banner.
    const saved = JSON.stringify({ v: CONSENT.version, analytics: false, recording: false })
    const older = JSON.stringify({ v: CONSENT.version - 1, analytics: true, recording: true })
    for (const [locale, title] of [
      ['en', 'Cookies on Mentorship Hub'],
      ['it', 'Cookie su Mentorship Hub'],
    ] as const) {
      const fresh = await pageHtml(client, '/mentors', locale)
      assert.include(visibleText(ssrBody(fresh)), title, locale)
      assert.isTrue(pageFrom(fresh).props.consentPending)

      const chosen = await client
        .get('/mentors')
        .withRawCookie('locale', locale)
        .withRawCookie(CONSENT.cookie, saved)
      assert.notInclude(visibleText(ssrBody(chosen.text())), title, `${locale}: choice saved`)
      assert.isFalse(pageFrom(chosen.text()).props.consentPending)

      // A choice saved by an older banner asks again.
      const stale = await client
        .get('/mentors')
        .withRawCookie('locale', locale)
        .withRawCookie(CONSENT.cookie, older)
      assert.include(visibleText(ssrBody(stale.text())), title, `${locale}: older choice`)
    }

    // The page is whole without its scripts: they, and the modules they import, come after the
    // stylesheet and images (each one, in whatever form the build writes them).
    const home = await pageHtml(client, '/')
    const head = home.split('</head>')[0]
    const scripts = [
      ...head.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="[^"]*"[^>]*>/g),
    ].map((m) => m[0])
    const preloads = [...head.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map((m) => m[0])
    assert.isAbove(scripts.length, 0)
    for (const tag of [...scripts, ...preloads]) assert.include(tag, 'fetchpriority="low"', tag)
  })

  test("the admin's text wins, in the viewer's language, else English; unsafe Markdown is neutralised", async ({
    client,
    assert,
  }) => {
    await ContentPage.createMany([
      {
        key: 'about',
        locale: 'en',
        title: 'Our story',
        body: '# Who we are\nWe **help**. <script>alert("x")</script> <img src=x onerror=alert(1)>\n\n[ok](/contact) [bad](javascript:alert(1)) [worse](//evil.test) [data](data:text/html,hi)\n\n- one\n- two',
      },
      { key: 'about', locale: 'it', title: 'La nostra storia', body: 'Aiutiamo i *founder*.' },
      { key: 'privacy', locale: 'en', title: 'Privacy, edited', body: 'Only in English.' },
    ])

    const english = ssrBody(await pageHtml(client, '/about', 'en'))
    assert.include(english, 'Our story')
    assert.include(english, '<h2>Who we are</h2>')
    assert.include(english, 'We <strong>help</strong>.')
    assert.include(english, '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    assert.include(english, '&lt;img src=x onerror=alert(1)&gt;')
    assert.notInclude(english, '<script>alert')
    assert.notInclude(english, '<img src=x')
    assert.include(english, '<a href="/contact">ok</a>')
    // Unsafe targets stay text, never a link.
    assert.notMatch(english, /href="(javascript|data):/i)
    assert.notInclude(english, 'href="//evil.test"')
    assert.include(english, ' worse ')
    assert.include(english, '<ul><li>one</li><li>two</li></ul>')

    const italian = ssrBody(await pageHtml(client, '/about', 'it'))
    assert.include(italian, 'La nostra storia')
    assert.include(italian, 'Aiutiamo i <em>founder</em>.')
    assert.include(visibleText(italian), 'Ultimo aggiornamento')

    // No Italian privacy text: the English one, not the seeded Italian default.
    const fallback = ssrBody(await pageHtml(client, '/privacy', 'it'))
    assert.match(fallback, /<h1[^>]*>Privacy, edited<\/h1>/)
    assert.include(fallback, 'Only in English.')
    assert.notInclude(fallback, 'I tuoi diritti')
  })

  test('careers is a simple page in both languages', async ({ client, assert }) => {
    const english = visibleText(ssrBody(await pageHtml(client, '/careers', 'en')))
    assert.include(english, 'Careers')
    assert.include(english, 'We have no open positions right now.')
    const italian = visibleText(ssrBody(await pageHtml(client, '/careers', 'it')))
    assert.include(italian, 'Lavora con noi')
    assert.include(italian, 'Al momento non ci sono posizioni aperte.')
  })

  test('every page carries the footer of the spec', async ({ client, assert }) => {
    const html = ssrBody(await pageHtml(client, '/about', 'en'))
    for (const href of [
      '/mentors',
      '/pricing',
      '/about',
      '/contact',
      '/careers',
      '/privacy',
      '/cookie-policy',
      '/terms-and-conditions',
    ]) {
      assert.include(html, `href="${href}"`)
    }
  })
})

test.group('Core | home page', (group) => {
  group.each.setup(async () => {
    await ContentPage.query()
      .whereIn('key', [...CONTENT_KEYS])
      .delete()
  })

  test('every block of the issue is there, from the seeded defaults, in both languages', async ({
    client,
    assert,
  }) => {
    const english = visibleText(ssrBody(await pageHtml(client, '/', 'en')))
    for (const text of [
      'Grow faster with a mentor who has done it before',
      'Why founders and professionals choose us',
      'Entrepreneurs',
      'Angel investors',
      'Tech experts',
      'Marketing and go-to-market',
      'Legal',
      'How it works',
      'Find your mentor',
      'Book a session',
      'Get practical advice',
      'How we select our mentors',
      'Over 20 years of senior or corporate experience',
      'Ready to talk to someone who has been there?',
    ]) {
      assert.include(english, text)
    }
    const italian = visibleText(ssrBody(await pageHtml(client, '/', 'it')))
    for (const text of [
      'Cresci più in fretta',
      'Imprenditori',
      'Business angel',
      'Legale',
      'Come funziona',
    ]) {
      assert.include(italian, text)
    }
  })

  test("the editable blocks are the admin's content, safely rendered, with English as fallback", async ({
    client,
    assert,
  }) => {
    await ContentPage.createMany([
      {
        key: 'home_hero',
        locale: 'en',
        title: 'Mentors on demand',
        body: 'Talk to *experts* <b>now</b>.',
      },
      {
        key: 'home_hero',
        locale: 'it',
        title: 'Mentor su richiesta',
        body: 'Parla con gli esperti.',
      },
      {
        key: 'home_expert_types',
        locale: 'en',
        title: 'People you can meet',
        body: 'Intro text.\n\n- **Founders** – built companies\n- **Lawyers**: contracts and deals',
      },
    ])
    const english = ssrBody(await pageHtml(client, '/', 'en'))
    assert.include(english, 'Mentors on demand')
    assert.include(english, 'Talk to <em>experts</em> &lt;b&gt;now&lt;/b&gt;.')
    assert.include(english, 'People you can meet')
    assert.include(visibleText(english), 'Founders built companies')
    assert.include(visibleText(english), 'Lawyers contracts and deals')

    const italian = ssrBody(await pageHtml(client, '/', 'it'))
    assert.include(italian, 'Mentor su richiesta')
    // No Italian text for the expert types: the English one.
    assert.include(italian, 'People you can meet')
  })

  test('a few real mentors of the catalogue appear, best rated first; unlisted ones never', async ({
    client,
    assert,
  }) => {
    const top = await givenMentor({ firstName: 'Topmost', rating: 5, ratingsCount: 40 })
    const hidden = await givenMentor({ firstName: 'Hiddenmentor', rating: 5, active: false })
    const html = await pageHtml(client, '/', 'en')
    const mentors = pageFrom(html).props.mentors as { id: number; rating: number }[]
    assert.isAtMost(mentors.length, 3)
    assert.equal(mentors[0].id, top.user.id)
    assert.notInclude(
      mentors.map((mentor) => mentor.id),
      hidden.user.id
    )
    assert.include(ssrBody(html), 'Topmost')
    assert.notInclude(ssrBody(html), 'Hiddenmentor')
  })
})

/** Every test request comes from 127.0.0.1: forget the contact form's per-address counts. */
async function clearContactLimits() {
  if (env.get('LIMITER_STORE') === 'redis') {
    const prefix = redis.connection().ioConnection.options.keyPrefix ?? ''
    const keys = await redis.connection().keys(`${prefix}*core_contact_*`)
    if (keys.length) await redis.connection().del(...keys.map((key) => key.slice(prefix.length)))
    return
  }
  await db.from('rate_limits').whereLike('key', '%core_contact_%').delete()
}

let sequence = 0
function address(name = 'visitor') {
  sequence += 1
  return `${name}.${sequence}.${Date.now().toString(36)}@example.test`
}

function send(client: ApiClient, body: Record<string, unknown>, locale: Locale = 'en') {
  return client
    .post('/api/contact')
    .header('accept-language', locale)
    .header('accept', 'application/json')
    .withCsrfToken()
    .json(body)
}

test.group('Core | contact', (group) => {
  let mails: MailCapture
  group.each.setup(async () => {
    await clearContactLimits()
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('the page has the form, prefilled for a signed-in user', async ({ client, assert }) => {
    const visitor = pageFrom(await pageHtml(client, '/contact', 'it'))
    assert.equal(visitor.component, 'core/contact')
    assert.isNull(visitor.props.prefill)
    assert.include(visibleText(ssrBody(await pageHtml(client, '/contact', 'it'))), 'Contattaci')

    const user = await givenUser({ firstName: 'Grace', lastName: 'Hopper' })
    const response = await client.get('/contact').loginAs(user)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.deepEqual(page.props.prefill, { name: 'Grace Hopper', email: user.email })
    assert.include(ssrBody(response.text()), `value="${user.email}"`)
  })

  test('a message is stored and e-mailed to the team, replies going to the sender', async ({
    client,
    assert,
  }) => {
    const email = address('Ada')
    const response = await send(
      client,
      {
        name: '  Ada Lovelace ',
        email: email.toUpperCase(),
        message: 'I would like to become a mentor. <b>Hi</b>',
      },
      'it'
    )
    response.assertStatus(201)
    assert.deepEqual(response.body(), { sent: true })

    const stored = await ContactMessage.query().where('email', email.toLowerCase()).firstOrFail()
    assert.equal(stored.name, 'Ada Lovelace')
    assert.equal(stored.locale, 'it')
    assert.isNull(stored.userId)
    assert.equal(stored.body, 'I would like to become a mentor. <b>Hi</b>')

    const [mail] = mails.queuedTo(contactAddress())
    assert.exists(mail)
    const json = mail.toJSON().message as any
    assert.include(json.subject, `Contact message #${stored.id} from Ada Lovelace`)
    assert.deepEqual(json.replyTo, [{ address: email.toLowerCase(), name: 'Ada Lovelace' }])
    const contents = MailCapture.contents(mail)
    assert.include(contents, 'Italian')
    assert.include(contents, 'not signed in')
    assert.include(contents, '&lt;b&gt;Hi&lt;/b&gt;')
  })

  test('a signed-in sender is linked to the message', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client
      .post('/api/contact')
      .header('accept', 'application/json')
      .withCsrfToken()
      .json({ name: 'Test', email: user.email, message: 'A question about my plan.' })
      .loginAs(user)
    response.assertStatus(201)
    const stored = await ContactMessage.query().where('email', user.email).firstOrFail()
    assert.equal(stored.userId, user.id)
  })

  test("invalid fields get the spec's error shape with messages in the sender's language", async ({
    client,
    assert,
  }) => {
    const english = await send(client, { name: '', email: 'nope', message: 'short' })
    english.assertStatus(422)
    assert.deepEqual(Object.keys(english.body()).sort(), [
      'errorCode',
      'errors',
      'message',
      'requestId',
    ])
    assert.equal(english.body().errorCode, 'VALIDATION_ERROR')
    assert.deepEqual(english.body().errors, {
      name: ['Please enter your name.'],
      email: ['Enter a valid e-mail address.'],
      message: [`The message must be at least ${CONTACT_RULES.messageMinLength} characters long.`],
    })

    const italian = await send(client, { email: 'a@b.test', message: 'x'.repeat(5001) }, 'it')
    italian.assertStatus(422)
    assert.deepEqual(italian.body().errors, {
      name: ['Inserisci il tuo nome.'],
      message: ['Il messaggio può contenere al massimo 5000 caratteri.'],
    })
    assert.lengthOf(mails.queuedTo(contactAddress()), 0)
  })

  test(`one address may send ${CONTACT_RULES.perIpPerHour} messages an hour; then RATE_LIMIT_EXCEEDED and nothing stored`, async ({
    client,
    assert,
  }) => {
    for (let index = 0; index < CONTACT_RULES.perIpPerHour; index++) {
      const response = await send(client, {
        name: 'Sam',
        email: address('ok'),
        message: 'Hello there team!',
      })
      response.assertStatus(201)
    }
    const over = address('over')
    const limited = await send(
      client,
      { name: 'Sam', email: over, message: 'Hello there team!' },
      'it'
    )
    limited.assertStatus(429)
    assert.equal(limited.body().errorCode, 'RATE_LIMIT_EXCEEDED')
    assert.lengthOf(await ContactMessage.query().where('email', over), 0)
    assert.lengthOf(mails.queuedTo(contactAddress()), CONTACT_RULES.perIpPerHour)
  })
})
