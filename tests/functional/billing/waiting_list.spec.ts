import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import WaitingListEntry from '#billing/models/waiting_list_entry'
import { WAITING_LIST_RULES } from '#billing/services/waiting_list'
import { MailCapture } from '#tests/helpers/mail_capture'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { deliveredByWorker } from '#tests/helpers/queue_worker'

const BOOKING_URL = env.get('TEAM_BOOKING_URL')!

let sequence = 0
function address(name = 'visitor') {
  sequence += 1
  return `${name}.${sequence}.${Date.now().toString(36)}@example.test`
}

/** Every test request comes from 127.0.0.1: forget the waiting list's per-address counts. */
async function clearWaitingListLimits() {
  if (env.get('LIMITER_STORE') === 'redis') {
    const prefix = redis.connection().ioConnection.options.keyPrefix ?? ''
    const keys = await redis.connection().keys(`${prefix}*billing_waiting_list_*`)
    if (keys.length) await redis.connection().del(...keys.map((key) => key.slice(prefix.length)))
    return
  }
  await db.from('rate_limits').whereLike('key', '%billing_waiting_list_%').delete()
}

function join(client: ApiClient, email: unknown, locale: 'en' | 'it' = 'en') {
  return client
    .post('/api/waiting-list')
    .header('accept-language', locale)
    .header('accept', 'application/json')
    .withCsrfToken()
    .json({ email })
}

/** The status a sign-up answers. */
async function statusOf(request: PromiseLike<ApiResponse>) {
  const response = await request
  return response.status()
}

function entriesOf(email: string) {
  return WaitingListEntry.query().where('email', email.toLowerCase())
}

test.group('Billing | waiting list', (group) => {
  let mails: MailCapture
  group.each.setup(async () => {
    await clearWaitingListLimits()
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('an address joins once and gets the confirmation promising the introductory call', async ({
    client,
    assert,
  }) => {
    const email = address('Ada')
    const response = await join(client, `  ${email.toUpperCase()} `)
    response.assertStatus(201)
    assert.deepEqual(response.body(), { joined: true })

    const [entry] = await entriesOf(email)
    assert.equal(entry.email, email.toLowerCase())
    assert.equal(entry.locale, 'en')

    const [mail] = mails.queuedTo(email.toLowerCase())
    assert.exists(mail)
    const contents = MailCapture.contents(mail)
    assert.include(contents, "You're on the Mentorship Hub waiting list")
    assert.include(contents, 'introductory call')
    assert.include(contents, BOOKING_URL)
  })

  test('the same address again (any letter case, or at the same time) leaves one entry and one e-mail', async ({
    client,
    assert,
  }) => {
    const email = address('twice')
    assert.equal(await statusOf(join(client, email)), 201)
    assert.equal(await statusOf(join(client, email.toUpperCase(), 'it')), 201)
    const concurrent = address('race')
    const answers = await Promise.all([join(client, concurrent), join(client, concurrent)])
    assert.deepEqual(
      answers.map((answer) => answer.status()),
      [201, 201]
    )

    assert.lengthOf(await entriesOf(email), 1)
    const [entry] = await entriesOf(email)
    assert.equal(entry.locale, 'en')
    assert.lengthOf(mails.queuedTo(email), 1)
    assert.lengthOf(await entriesOf(concurrent), 1)
    assert.lengthOf(mails.queuedTo(concurrent), 1)
  })

  test("an invalid address gets the error shape with the field's message in the visitor's language", async ({
    client,
    assert,
  }) => {
    const english = await join(client, 'not-an-address')
    english.assertStatus(422)
    assert.deepEqual(Object.keys(english.body()).sort(), [
      'errorCode',
      'errors',
      'message',
      'requestId',
    ])
    assert.equal(english.body().errorCode, 'VALIDATION_ERROR')
    assert.deepEqual(english.body().errors, { email: ['Enter a valid e-mail address'] })

    const italian = await join(client, 'ancora@non', 'it')
    italian.assertStatus(422)
    assert.equal(italian.body().errorCode, 'VALIDATION_ERROR')
    assert.deepEqual(italian.body().errors, { email: ['Inserisci un indirizzo e-mail valido'] })

    const missing = await join(client, '', 'it')
    assert.deepEqual(missing.body().errors, { email: ['Inserisci il tuo indirizzo e-mail.'] })

    assert.lengthOf(await entriesOf('not-an-address'), 0)
  })

  test(`one address may sign up ${WAITING_LIST_RULES.perIpPerHour} times an hour; then RATE_LIMIT_EXCEEDED and nothing stored`, async ({
    client,
    assert,
  }) => {
    // Invalid addresses do not use up the allowance.
    for (let index = 0; index < WAITING_LIST_RULES.perIpPerHour + 2; index++) {
      assert.equal(await statusOf(join(client, 'nope')), 422)
    }
    for (let index = 0; index < WAITING_LIST_RULES.perIpPerHour; index++) {
      assert.equal(await statusOf(join(client, address('allowed'))), 201)
    }
    const over = address('over')
    const limited = await join(client, over, 'it')
    limited.assertStatus(429)
    assert.equal(limited.body().errorCode, 'RATE_LIMIT_EXCEEDED')
    assert.isAbove(Number(limited.header('retry-after')), 0)
    assert.lengthOf(await entriesOf(over), 0)
    assert.lengthOf(mails.queuedTo(over), 0)
  })
})

test.group('Billing | waiting-list e-mail through the real queue', (group) => {
  let smtp: TestSmtpServer

  group.setup(async () => {
    smtp = await new TestSmtpServer(env.get('SMTP_PORT')).start()
    return () => smtp.stop()
  })
  group.each.setup(() => clearWaitingListLimits())

  test('an Italian visitor gets the confirmation in Italian with the booking link', async ({
    client,
    assert,
  }) => {
    const email = address('giulia')
    assert.equal(await statusOf(join(client, email, 'it')), 201)

    const [received] = await deliveredByWorker(smtp, (message) => message.to.includes(email))
    assert.deepEqual(received.to, [email])
    assert.equal(received.subject, "Sei nella lista d'attesa di Mentorship Hub")
    assert.include(received.html, '<html lang="it"')
    assert.include(received.text, 'call introduttiva')
    assert.include(received.text, 'Prenota la call introduttiva')
    assert.include(received.text, BOOKING_URL)
    assert.include(received.html, `href="${BOOKING_URL}"`)
  }).timeout(60_000)
})
