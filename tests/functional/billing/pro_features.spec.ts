import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import env from '#start/env'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import HelpRequest from '#billing/models/help_request'
import {
  DEFAULT_COMMUNITY_URL,
  HELP_REQUEST_RULES,
  UPCOMING_FEATURES,
} from '#business/pro_features'
import { givenUser } from '#tests/helpers/users'
import { MailCapture } from '#tests/helpers/mail_capture'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { deliveredByWorker } from '#tests/helpers/queue_worker'
import { givenSubscription } from '#tests/helpers/billing'

/**
 * PRO-only features (product decisions, "Plans and prices"): the help-request
 * form (stored, e-mailed to TEAM_EMAIL, rate-limited, validated in both
 * languages), the community link and the upcoming features, on
 * `/dashboard/pro` and under /api/pro. Other plans get FORBIDDEN in the spec's
 * error shape and the upgrade prompt on the page.
 */

const TEAM = 'team@mentorship.test'

async function givenPro(overrides: Parameters<typeof givenUser>[0] = {}) {
  const user = await givenUser(overrides)
  await givenSubscription(user, 'PRO')
  return user
}

/** Members who are not PRO now: FREE, BASE, a lapsed PRO, a PRO past due after its period. */
async function notProMembers() {
  const free = await givenUser()
  const base = await givenUser()
  await givenSubscription(base, 'BASE')
  const lapsed = await givenUser()
  await givenSubscription(lapsed, 'PRO', {
    status: 'cancelled',
    cancelAtPeriodEnd: true,
    currentPeriodEnd: DateTime.utc().minus({ minutes: 1 }),
  })
  const pastDue = await givenUser()
  await givenSubscription(pastDue, 'PRO', {
    status: 'past_due',
    currentPeriodEnd: DateTime.utc().minus({ minutes: 1 }),
  })
  return { free, base, lapsed, pastDue }
}

const REQUEST = {
  topic: 'fundraising',
  subject: 'Introductions to seed investors',
  message: 'We are closing a 1.5M seed round for a B2B fintech and need warm introductions.',
}

function sendHelp(client: ApiClient, user: User | null, body: unknown, locale = 'en') {
  const request = client
    .post('/api/pro/help-requests')
    .header('Accept-Language', locale)
    .withCsrfToken()
    .json(body as Record<string, unknown>)
  return user ? request.loginAs(user) : request
}

function features(client: ApiClient, user: User, locale = 'en') {
  return client.get('/api/pro').header('Accept-Language', locale).loginAs(user)
}

async function statusOf(request: PromiseLike<{ status(): number }>) {
  const response = await request
  return response.status()
}

async function storedOf(user: User) {
  return HelpRequest.query().where('userId', user.id).orderBy('id')
}

test.group('PRO features | who may use them', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('FREE, BASE, lapsed and past-due-after-period members get FORBIDDEN in the error shape (EN and IT); nothing is stored or sent', async ({
    client,
    assert,
  }) => {
    const members = await notProMembers()
    for (const [name, user] of Object.entries(members)) {
      const read = await features(client, user)
      assert.equal(read.status(), 403, name)
      assert.deepEqual(Object.keys(read.body()).sort(), ['errorCode', 'message', 'requestId'])
      assert.equal(read.body().errorCode, 'FORBIDDEN')
      assert.equal(read.body().message, 'This feature is part of the PRO plan.')

      const send = await sendHelp(client, user, REQUEST, 'it')
      assert.equal(send.status(), 403, name)
      assert.equal(send.body().errorCode, 'FORBIDDEN')
      assert.equal(send.body().message, 'Questa funzionalità fa parte del piano PRO.')
      // Refused before validation: an invalid body is still FORBIDDEN.
      assert.equal(await statusOf(sendHelp(client, user, {})), 403)
      assert.lengthOf(await storedOf(user), 0)
    }
    assert.lengthOf(mails.queuedTo(TEAM), 0)
  })

  test('signed-out visitors are UNAUTHORIZED', async ({ client, assert }) => {
    const read = await client.get('/api/pro')
    read.assertStatus(401)
    assert.equal(read.body().errorCode, 'UNAUTHORIZED')
    const send = await sendHelp(client, null, REQUEST)
    send.assertStatus(401)
  })

  test('PRO counts while active, cancelled at period end or past due within the period', async ({
    client,
  }) => {
    const active = await givenPro()
    const ending = await givenUser()
    await givenSubscription(ending, 'PRO', { status: 'cancelled', cancelAtPeriodEnd: true })
    const pastDue = await givenUser()
    await givenSubscription(pastDue, 'PRO', { status: 'past_due' })
    for (const user of [active, ending, pastDue]) {
      const response = await features(client, user)
      response.assertStatus(200)
    }
  })
})

test.group('PRO features | community and upcoming features', () => {
  test('a PRO member gets the community link and the upcoming features in their language', async ({
    client,
    assert,
  }) => {
    const user = await givenPro()
    const english = await features(client, user)
    english.assertStatus(200)
    const body = english.body()
    assert.equal(body.communityUrl, DEFAULT_COMMUNITY_URL)
    assert.deepEqual(
      body.upcomingFeatures.map((feature: { id: string }) => feature.id),
      UPCOMING_FEATURES.map((feature) => feature.id)
    )
    assert.deepInclude(body.upcomingFeatures, {
      id: 'group_sessions',
      stage: 'in_progress',
      title: 'Group sessions',
      description:
        'Small-group sessions with a mentor on one topic, at a share of the cost of a one-to-one session.',
    })
    assert.deepEqual(body.helpRequests, [])

    const italian = await features(client, user, 'it')
    assert.equal(italian.body().upcomingFeatures[0].title, 'Sessioni di gruppo')
  })

  test('COMMUNITY_URL replaces the default link', async ({ client, assert, cleanup }) => {
    const previous = env.get('COMMUNITY_URL')
    env.set('COMMUNITY_URL', 'https://forum.example.org/pro')
    // Unset again: an empty value means the default.
    cleanup(() => env.set('COMMUNITY_URL', previous ?? ''))
    const response = await features(client, await givenPro())
    assert.equal(response.body().communityUrl, 'https://forum.example.org/pro')
  })
})

test.group('PRO features | help requests', (group) => {
  let mails: MailCapture
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('a PRO member sends a help request: stored, e-mailed to the team with Reply-To the member, listed', async ({
    client,
    assert,
  }) => {
    const user = await givenPro({ firstName: 'Giulia', lastName: 'Rossi', locale: 'it' })
    const before = DateTime.utc().minus({ seconds: 1 })
    const response = await sendHelp(
      client,
      user,
      { ...REQUEST, subject: `  ${REQUEST.subject} `, message: `\n${REQUEST.message}  ` },
      'it'
    )
    response.assertStatus(201)
    const [stored] = await storedOf(user)
    assert.equal(stored.topic, 'fundraising')
    assert.equal(stored.subject, REQUEST.subject)
    assert.equal(stored.message, REQUEST.message)
    assert.equal(stored.locale, 'it')
    assert.equal(stored.status, 'open')
    assert.isTrue(stored.sentAt! >= before)
    assert.deepEqual(response.body(), {
      helpRequest: {
        id: stored.id,
        topic: 'fundraising',
        subject: REQUEST.subject,
        status: 'open',
        createdAt: stored.createdAt.toUTC().toISO(),
      },
    })

    const queued = mails.queuedTo(TEAM)
    assert.lengthOf(queued, 1)
    const message = queued[0].toJSON().message
    assert.equal(message.subject, `PRO help request #${stored.id}: ${REQUEST.subject}`)
    assert.deepEqual(message.replyTo, [{ address: user.email, name: 'Giulia Rossi' }])
    const contents = MailCapture.contents(queued[0])
    assert.include(contents, REQUEST.message)
    assert.include(contents, 'Italian')
    assert.include(contents, 'Fundraising')

    const listed = await features(client, user)
    assert.deepEqual(listed.body().helpRequests, [response.body().helpRequest])
  })

  test('topic, subject and message are validated, with field errors in both languages; nothing is stored', async ({
    client,
    assert,
  }) => {
    const user = await givenPro()
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ ...REQUEST, topic: undefined }, 'topic', 'Choose a topic', 'Scegli un argomento'],
      [
        { ...REQUEST, topic: 'astrology' },
        'topic',
        'Choose a topic from the list',
        "Scegli un argomento dall'elenco",
      ],
      [{ ...REQUEST, subject: '   ' }, 'subject', 'Write a subject', 'Scrivi un oggetto'],
      [
        { ...REQUEST, subject: 'x'.repeat(HELP_REQUEST_RULES.subjectMinLength - 1) },
        'subject',
        'The subject must be at least 5 characters long',
        "L'oggetto deve contenere almeno 5 caratteri",
      ],
      [
        { ...REQUEST, subject: 'x'.repeat(HELP_REQUEST_RULES.subjectMaxLength + 1) },
        'subject',
        'The subject must be at most 120 characters long',
        "L'oggetto può contenere al massimo 120 caratteri",
      ],
      [
        { ...REQUEST, message: undefined },
        'message',
        'Describe what you need',
        'Descrivi di cosa hai bisogno',
      ],
      [
        { ...REQUEST, message: 'Help me' },
        'message',
        'The message must be at least 20 characters long',
        'Il messaggio deve contenere almeno 20 caratteri',
      ],
      [
        { ...REQUEST, message: 'y'.repeat(HELP_REQUEST_RULES.messageMaxLength + 1) },
        'message',
        'The message must be at most 3000 characters long',
        'Il messaggio può contenere al massimo 3000 caratteri',
      ],
    ]
    for (const [body, field, english, italian] of cases) {
      const en = await sendHelp(client, user, body)
      assert.equal(en.status(), 422, JSON.stringify(body).slice(0, 80))
      assert.equal(en.body().errorCode, 'VALIDATION_ERROR')
      assert.deepEqual(en.body().errors, { [field]: [english] })
      const it = await sendHelp(client, user, body, 'it')
      assert.deepEqual(it.body().errors, { [field]: [italian] })
    }
    assert.lengthOf(await storedOf(user), 0)
    assert.lengthOf(mails.queuedTo(TEAM), 0)
  })

  test(`a member may send ${HELP_REQUEST_RULES.perDay} requests a day; then RATE_LIMIT_EXCEEDED and nothing stored`, async ({
    client,
    assert,
  }) => {
    const user = await givenPro()
    // Invalid requests do not use up the allowance.
    for (let index = 0; index < HELP_REQUEST_RULES.perDay + 1; index++) {
      assert.equal(await statusOf(sendHelp(client, user, { ...REQUEST, message: 'short' })), 422)
    }
    for (let index = 0; index < HELP_REQUEST_RULES.perDay; index++) {
      const response = await sendHelp(client, user, { ...REQUEST, subject: `Request ${index}` })
      assert.equal(response.status(), 201)
    }
    const limited = await sendHelp(client, user, REQUEST)
    limited.assertStatus(429)
    assert.deepEqual(Object.keys(limited.body()).sort(), ['errorCode', 'message', 'requestId'])
    assert.equal(limited.body().errorCode, 'RATE_LIMIT_EXCEEDED')
    const limitedIt = await sendHelp(client, user, REQUEST, 'it')
    limitedIt.assertStatus(429)
    assert.notEqual(limitedIt.body().message, limited.body().message)

    assert.lengthOf(await storedOf(user), HELP_REQUEST_RULES.perDay)
    assert.lengthOf(mails.queuedTo(TEAM), HELP_REQUEST_RULES.perDay)
    // Another member is not affected.
    const other = await givenPro()
    assert.equal(await statusOf(sendHelp(client, other, REQUEST)), 201)
  })
})

test.group('PRO features | the PRO page', () => {
  test('PRO members see the form, the community link and the upcoming features', async ({
    client,
    assert,
  }) => {
    const user = await givenPro()
    const response = await client.get('/dashboard/pro').loginAs(user)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.equal(page.component, 'billing/pro')
    assert.equal(page.props.plan, 'PRO')
    assert.equal(page.props.pro.communityUrl, DEFAULT_COMMUNITY_URL)
    assert.lengthOf(page.props.helpRequestForm.topics, 6)
    const html = ssrBody(response.text())
    assert.include(html, 'Ask our team for help')
    assert.include(html, 'id="help-subject"')
    assert.include(html, `href="${DEFAULT_COMMUNITY_URL}"`)
    assert.include(html, 'Upcoming features')
    assert.notInclude(html, 'See PRO plans')
  })

  test('others see the upgrade prompt to /pricing, in their language, and no PRO content', async ({
    client,
    assert,
  }) => {
    const { free, base, pastDue } = await notProMembers()
    for (const user of [free, base, pastDue]) {
      const response = await client.get('/dashboard/pro').loginAs(user)
      response.assertStatus(200)
      const page = pageFrom(response.text())
      assert.isNull(page.props.pro)
      const html = ssrBody(response.text())
      assert.include(html, 'Unlock the PRO features')
      assert.include(html, 'See PRO plans')
      assert.include(html, 'href="/pricing"')
      assert.notInclude(response.text(), DEFAULT_COMMUNITY_URL)
      assert.notInclude(html, 'id="help-subject"')
    }
    const italian = await client.get('/dashboard/pro').header('Accept-Language', 'it').loginAs(free)
    assert.include(ssrBody(italian.text()), 'Scopri i piani PRO')
  })

  test('the page needs sign-in', async ({ client, assert }) => {
    const response = await client.get('/dashboard/pro').redirects(0)
    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /^\/login/)
  })
})

test.group('PRO features | the help request reaches the team through the real queue', (group) => {
  let smtp: TestSmtpServer

  group.setup(async () => {
    smtp = await new TestSmtpServer(env.get('SMTP_PORT')).start()
    return () => smtp.stop()
  })

  test('the team gets the request in English, from the platform, Reply-To the member', async ({
    client,
    assert,
  }) => {
    const user = await givenPro({ firstName: 'Chiara', lastName: 'Esposito', locale: 'it' })
    const message = 'Ci serve aiuto con il primo round:\n<b>presentazioni</b> a investitori seed.'
    const response = await sendHelp(client, user, { ...REQUEST, message }, 'it')
    response.assertStatus(201)
    const id = response.body().helpRequest.id

    const [received] = await deliveredByWorker(
      smtp,
      (mail) => mail.to.includes(TEAM) && mail.subject.includes(`#${id}:`)
    )
    assert.deepEqual(received.to, [TEAM])
    assert.equal(received.from, env.get('MAIL_FROM_ADDRESS'))
    assert.equal(received.headers['reply-to'], `Chiara Esposito <${user.email}>`)
    assert.equal(received.subject, `PRO help request #${id}: ${REQUEST.subject}`)
    assert.include(received.text, 'Help request from Chiara Esposito')
    assert.include(received.text, 'Language: Italian')
    assert.include(received.text, 'Topic: Fundraising')
    assert.include(received.text, message)
    assert.include(received.html, '<html lang="en"')
    assert.include(received.html, '&lt;b&gt;presentazioni&lt;/b&gt;')
  }).timeout(60_000)
})
