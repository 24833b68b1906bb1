import { test } from '@japa/runner'
import env from '#start/env'
import emitter from '@adonisjs/core/services/emitter'
import { QueueManager } from '@adonisjs/queue'
import User from '#accounts/models/user'
import type { Locale } from '#business/app'
import {
  PasswordResetMail,
  VerificationMail,
  sendPasswordResetEmail,
  sendVerificationEmail,
} from '#accounts/services/account_mailer'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { startQueueWorker } from '#tests/helpers/queue_worker'

const APP_URL = env.get('APP_URL').replace(/\/+$/, '')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function userIn(locale: Locale, email: string) {
  const user = new User()
  user.firstName = locale === 'it' ? 'Giulia' : 'Grace'
  user.lastName = locale === 'it' ? 'Rossi' : 'Hopper'
  user.email = email
  user.locale = locale
  return user
}

/** The queue job id of the next e-mail queued (from the `mail:queued` event). */
function nextQueuedJobId() {
  return new Promise<string>((resolve) => {
    emitter.once('mail:queued', (event) => resolve((event.metaData as { jobId: string }).jobId))
  })
}

/** Waits until the worker has tried the job at least once (and failed). */
async function waitForFailedAttempt(jobId: string, timeoutMs = 30_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const record = await QueueManager.use().getJob(jobId, 'default')
    if (record && record.data.attempts >= 1) return record
    await sleep(200)
  }
  throw new Error(`job ${jobId} was never attempted`)
}

/**
 * The real chain: the account mailer renders and queues (sendLater), the
 * queue worker (`node ace queue:work`, its own process) sends through the
 * SMTP transport to a real SMTP server on loopback, which the test reads.
 */
test.group('Mail | account e-mails over SMTP, through the queue', (group) => {
  let smtp: TestSmtpServer

  group.setup(async () => {
    smtp = await new TestSmtpServer(env.get('SMTP_PORT')).start()
    return () => smtp.stop()
  })
  group.each.setup(async () => {
    if (!smtp.running) await smtp.start()
    smtp.clear()
  })

  test('the verification e-mail arrives once, in English and in Italian, with subject, link and both bodies', async ({
    assert,
  }) => {
    assert.equal(env.get('MAIL_MAILER'), 'smtp')
    const stamp = Date.now()
    const users = {
      en: userIn('en', `grace-${stamp}@example.test`),
      it: userIn('it', `giulia-${stamp}@example.test`),
    }
    const links = {
      en: `/verify-email/en-${stamp}?signature=s1&expires=2`,
      it: `/verify-email/it-${stamp}?signature=s2&expires=2`,
    }
    await sendVerificationEmail(users.en, links.en)
    await sendVerificationEmail(users.it, links.it)

    const ours = (message: { to: string[] }) =>
      message.to.includes(users.en.email) || message.to.includes(users.it.email)

    // The web process sends nothing itself: the mails wait in the queue.
    await sleep(300)
    assert.lengthOf(smtp.received.filter(ours), 0)

    const worker = await startQueueWorker()
    try {
      await smtp.waitFor(2, 30_000, ours)
      // Give the worker time to (wrongly) send one again.
      await sleep(1500)
      assert.lengthOf(smtp.receivedBy(users.en.email), 1, worker.output())
      assert.lengthOf(smtp.receivedBy(users.it.email), 1, worker.output())
    } finally {
      await worker.stop()
    }

    for (const locale of ['en', 'it'] as const) {
      const user = users[locale]
      const [received] = smtp.receivedBy(user.email)
      assert.exists(received, `mail to the ${locale} user`)
      const expected = await new VerificationMail(
        { email: user.email, name: user.fullName, locale, greetingName: user.firstName },
        links[locale]
      ).render()

      assert.equal(
        received!.subject,
        locale === 'it' ? 'Conferma il tuo indirizzo e-mail' : 'Confirm your e-mail address'
      )
      assert.deepEqual(received!.to, [user.email])
      assert.equal(received!.from, env.get('MAIL_FROM_ADDRESS'))
      assert.equal(received!.headers.to, `${user.fullName} <${user.email}>`)
      assert.equal(
        received!.headers.from,
        `${env.get('MAIL_FROM_NAME')} <${env.get('MAIL_FROM_ADDRESS')}>`
      )
      assert.match(received!.headers['content-type'], /^multipart\/alternative/)

      // Both bodies arrive exactly as rendered for the recipient.
      assert.equal(received!.text.trimEnd(), expected.text.trimEnd())
      assert.equal(received!.html.trimEnd(), expected.html.trimEnd())
      assert.include(received!.text, `${APP_URL}${links[locale]}`)
      assert.include(received!.html, `href="${APP_URL}${links[locale].replace(/&/g, '&amp;')}"`)
      assert.include(received!.html, `<html lang="${locale}"`)
      assert.include(
        received!.text,
        locale === 'it'
          ? "Conferma il tuo indirizzo e-mail per attivare l'account."
          : 'Confirm your e-mail address to activate your account.'
      )
      assert.include(received!.text, locale === 'it' ? 'Ciao Giulia,' : 'Hi Grace,')
    }
  }).timeout(60_000)

  test('while the SMTP server is down the password reset e-mail waits; it is delivered exactly once when the server is back', async ({
    assert,
  }) => {
    await smtp.stop()
    const stamp = Date.now()
    const user = userIn('it', `outage-${stamp}@example.test`)
    const queued = nextQueuedJobId()
    await sendPasswordResetEmail(user, `/recover-password/outage-${stamp}`)
    const jobId = await queued

    const worker = await startQueueWorker()
    try {
      // The worker tries, the connection is refused, the job is kept for a retry.
      const record = await waitForFailedAttempt(jobId)
      assert.notEqual(record.status, 'completed')
      assert.notEqual(record.status, 'failed')
      assert.lengthOf(smtp.receivedBy(user.email), 0)

      await smtp.start()
      const [received] = await smtp.waitFor(1, 45_000, (message) => message.to.includes(user.email))
      await sleep(2000)
      assert.lengthOf(smtp.receivedBy(user.email), 1, worker.output())

      const expected = await new PasswordResetMail(
        { email: user.email, name: user.fullName, locale: 'it', greetingName: 'Giulia' },
        `/recover-password/outage-${stamp}`
      ).render()
      assert.equal(received.subject, 'Reimposta la password')
      assert.deepEqual(received.to, [user.email])
      assert.equal(received.text.trimEnd(), expected.text.trimEnd())
      assert.include(received.html, `href="${APP_URL}/recover-password/outage-${stamp}"`)

      const after = await QueueManager.use().getJob(jobId, 'default')
      assert.isTrue(after === null || after.status === 'completed', `job is ${after?.status}`)
    } finally {
      await worker.stop()
    }
  }).timeout(90_000)
})
