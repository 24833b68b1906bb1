import { test } from '@japa/runner'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import env from '#start/env'
import mail from '@adonisjs/mail/services/main'
import router from '@adonisjs/core/services/router'
import { RouterFactory } from '@adonisjs/core/factories/http'
import { Mailbox, appMailbox, type MailboxMessage } from '#core/services/mailbox'
import { MailboxTransport } from '#core/mails/mailbox_transport'
import { devRoutesEnabled, registerDevRoutes } from '#core/routes_dev'
import { PasswordResetMail, VerificationMail, WelcomeMail } from '#accounts/services/account_mailer'
import { startQueueWorker } from '#tests/helpers/queue_worker'

const APP_URL = env.get('APP_URL').replace(/\/+$/, '')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const recipient = (email: string, locale: 'en' | 'it' = 'en') => ({
  email,
  name: 'Ada Lovelace',
  locale,
  greetingName: 'Ada',
})

test.group('Mail | development mailbox: routes only outside production', () => {
  test('registerDevRoutes adds /dev/mailbox only when enabled', ({ assert }) => {
    for (const enabled of [false, true]) {
      const fresh = new RouterFactory().create()
      registerDevRoutes(fresh, { enabled })
      fresh.commit()
      const list = fresh.match('/dev/mailbox', 'GET', false)
      const message = fresh.match('/dev/mailbox/20260101T000000000Z-0a1b2c3d', 'GET', false)
      if (enabled) {
        assert.equal(list?.route.pattern, '/dev/mailbox')
        assert.equal(message?.route.pattern, '/dev/mailbox/:id')
      } else {
        assert.isNull(list)
        assert.isNull(message)
      }
    }
  })

  test('enabled in development and test, and in the demo; never in production', ({ assert }) => {
    assert.isTrue(devRoutesEnabled({ production: false, demo: false }))
    assert.isTrue(devRoutesEnabled({ production: false, demo: true }))
    assert.isTrue(devRoutesEnabled({ production: true, demo: true }))
    assert.isFalse(devRoutesEnabled({ production: true, demo: false }))
    // This test process runs with NODE_ENV=test: the app registered them.
    assert.isTrue(devRoutesEnabled())
    assert.isNotNull(router.match('/dev/mailbox', 'GET', false))
  })
})

test.group('Mail | development mailbox: the store and the transport', (group) => {
  let directory: string
  group.each.setup(async () => {
    directory = await mkdtemp(join(tmpdir(), 'mailbox-'))
    return () => rm(directory, { recursive: true, force: true })
  })

  test('the mailbox transport keeps the rendered mail instead of sending it', async ({
    assert,
  }) => {
    const mailbox = new Mailbox(directory)
    const transport = new MailboxTransport(mailbox)
    const rendered = await new VerificationMail(
      recipient('ada@example.test', 'it'),
      '/verify-email/abc'
    ).render()
    const response = await transport.send({
      ...rendered,
      from: { address: 'hello@mentorship.test', name: 'Mentorship Hub' },
    })

    const [summary] = await mailbox.list()
    assert.deepEqual(Object.keys(summary).sort(), ['date', 'from', 'id', 'subject', 'to'])
    assert.equal(summary.to, 'Ada Lovelace <ada@example.test>')
    assert.equal(summary.from, 'Mentorship Hub <hello@mentorship.test>')
    assert.equal(summary.subject, 'Conferma il tuo indirizzo e-mail')
    assert.equal(response.messageId, `<${summary.id}@mailbox.local>`)
    assert.deepEqual(response.envelope, { from: 'hello@mentorship.test', to: ['ada@example.test'] })

    const stored = (await mailbox.find(summary.id)) as MailboxMessage
    assert.equal(stored.html, rendered.html)
    assert.equal(stored.text, rendered.text)
    assert.include(stored.text, `${APP_URL}/verify-email/abc`)
    assert.closeTo(Date.parse(stored.date), Date.now(), 5000)
  })

  test('lists newest first, keeps the newest `limit`, refuses ids that are not its own', async ({
    assert,
  }) => {
    const mailbox = new Mailbox(directory, 3)
    for (let index = 1; index <= 5; index++) {
      await mailbox.store({
        to: 'x@example.test',
        from: 'y@example.test',
        subject: `Mail ${index}`,
        html: '',
        text: `${index}`,
        date: new Date(Date.UTC(2026, 0, 1, 10, 0, index)),
      })
    }
    const kept = await mailbox.list()
    assert.deepEqual(
      kept.map((message) => message.subject),
      ['Mail 5', 'Mail 4', 'Mail 3']
    )
    assert.lengthOf(await readdir(directory), 3)
    assert.isNull(await mailbox.find('../../package'))
    assert.isNull(await mailbox.find('20260101T000000000Z-00000000'))
  })
})

test.group('Mail | development mailbox: /dev/mailbox', (group) => {
  group.each.setup(async () => {
    await appMailbox().clear()
    return () => appMailbox().clear()
  })

  test('lists captured mail (HTML page, or JSON on request), newest first', async ({
    client,
    assert,
  }) => {
    await mail
      .use('mailbox')
      .send(new VerificationMail(recipient('first@example.test'), '/verify-email/one'))
    await sleep(5)
    await mail.use('mailbox').send(new WelcomeMail(recipient('second@example.test', 'it')))

    const json = await client.get('/dev/mailbox').header('Accept', 'application/json')
    json.assertStatus(200)
    const list = json.body() as Array<Record<string, string>>
    assert.lengthOf(list, 2)
    assert.deepEqual(Object.keys(list[0]).sort(), ['date', 'from', 'id', 'subject', 'to'])
    assert.deepEqual(
      list.map((message) => [message.to, message.subject]),
      [
        ['Ada Lovelace <second@example.test>', 'Ti diamo il benvenuto su Mentorship Hub'],
        ['Ada Lovelace <first@example.test>', 'Confirm your e-mail address'],
      ]
    )
    assert.equal(list[0].from, `${env.get('MAIL_FROM_NAME')} <${env.get('MAIL_FROM_ADDRESS')}>`)

    const page = await client.get('/dev/mailbox')
    page.assertStatus(200)
    page.assertHeader('content-type', 'text/html; charset=utf-8')
    assert.include(page.text(), '<html lang="en">')
    assert.include(page.text(), `href="/dev/mailbox/${list[0].id}"`)
    assert.include(page.text(), 'Ti diamo il benvenuto su Mentorship Hub')
    assert.include(page.text(), 'Ada Lovelace &lt;first@example.test&gt;')
    assert.isBelow(
      page.text().indexOf('second@example.test'),
      page.text().indexOf('first@example.test')
    )
  })

  test('an empty mailbox says so', async ({ client, assert }) => {
    const json = await client.get('/dev/mailbox').header('Accept', 'application/json')
    assert.deepEqual(json.body(), [])
    const page = await client.get('/dev/mailbox')
    assert.include(page.text(), 'No e-mails yet')
  })

  test('shows one message: HTML in a sandboxed frame, the text, the links; JSON on request', async ({
    client,
    assert,
  }) => {
    const sent = new PasswordResetMail(
      recipient('reset@example.test'),
      '/recover-password/tok?a=1&b=2'
    )
    await mail.use('mailbox').send(sent)
    const [{ id }] = await appMailbox().list()
    const rendered = await sent.render()

    const json = await client.get(`/dev/mailbox/${id}`).header('Accept', 'application/json')
    json.assertStatus(200)
    const message = json.body()
    assert.equal(message.id, id)
    assert.equal(message.to, 'Ada Lovelace <reset@example.test>')
    assert.equal(message.subject, 'Reset your password')
    assert.equal(message.html, rendered.html)
    assert.equal(message.text, rendered.text)
    assert.isString(message.from)
    assert.isString(message.date)
    assert.include(message.links, `${APP_URL}/recover-password/tok?a=1&b=2`)

    const page = await client.get(`/dev/mailbox/${id}`)
    page.assertStatus(200)
    const html = page.text()
    assert.match(
      html,
      /<iframe title="[^"]+" sandbox="allow-popups allow-popups-to-escape-sandbox"/
    )
    // The message's HTML is an attribute value: escaped, never live markup in the page.
    assert.include(html, 'srcdoc="&lt;!DOCTYPE html&gt;')
    assert.notInclude(html, '<html lang="en" dir="ltr">')
    assert.include(html, '<pre>Reset your password')
    assert.include(html, `href="${APP_URL}/recover-password/tok?a=1&amp;b=2"`)
  })

  test('an unknown or malformed id is a 404', async ({ client }) => {
    const missing = await client
      .get('/dev/mailbox/20260101T000000000Z-00000000')
      .header('Accept', 'application/json')
    missing.assertStatus(404)
    missing.assertBodyContains({ errorCode: 'NOT_FOUND' })
    const malformed = await client
      .get('/dev/mailbox/..%2F..%2Fpackage')
      .header('Accept', 'application/json')
    malformed.assertStatus(404)
  })

  test('the queue worker captures the mail (MAIL_MAILER=mailbox) and the web process shows it', async ({
    client,
    assert,
  }) => {
    const email = `queued-${Date.now()}@example.test`
    await mail.use('mailbox').sendLater(new WelcomeMail(recipient(email, 'it')))
    const before = await appMailbox().list()
    assert.lengthOf(before, 0)

    const worker = await startQueueWorker({ MAIL_MAILER: 'mailbox' })
    const inbox = async () => {
      const response = await client.get('/dev/mailbox').header('Accept', 'application/json')
      const all = response.body() as Array<Record<string, string>>
      return all.filter((message) => message.to.includes(email))
    }
    try {
      const started = Date.now()
      while (Date.now() - started < 30_000) {
        const list = await inbox()
        if (list.length) break
        await sleep(200)
      }
      await sleep(1000)
      const list = await inbox()
      assert.lengthOf(list, 1, worker.output())
      assert.equal(list[0].to, `Ada Lovelace <${email}>`)
      assert.equal(list[0].subject, 'Ti diamo il benvenuto su Mentorship Hub')
      const response = await client
        .get(`/dev/mailbox/${list[0].id}`)
        .header('Accept', 'application/json')
      const message = response.body()
      assert.include(message.text, 'Ciao Ada,')
      assert.include(message.html, `href="${APP_URL}/mentors"`)
    } finally {
      await worker.stop()
    }
  }).timeout(60_000)
})
