import { test } from '@japa/runner'
import env from '#start/env'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { startQueueWorker } from '#tests/helpers/queue_worker'

test.group('Mail | queued e-mails', (group) => {
  let smtp: TestSmtpServer

  group.setup(async () => {
    smtp = await new TestSmtpServer(env.get('SMTP_PORT')).start()
    return () => smtp.stop()
  })
  group.each.setup(() => smtp.clear())

  test('sendLater queues the e-mail; the worker process delivers it once over SMTP', async ({
    assert,
  }) => {
    const subject = `Queued ${Date.now()}`
    await mail.sendLater((message) => {
      message.to('mentee@example.test').subject(subject).text('Hello from the queue')
    })

    // Nothing is sent by the web process itself: it waits in the queue.
    await new Promise((resolve) => setTimeout(resolve, 300))
    assert.lengthOf(smtp.received, 0)
    if (env.get('QUEUE_DRIVER') === 'database') {
      const [{ total }] = await db.from('queue_jobs').count('* as total')
      assert.isAbove(Number(total), 0)
    }

    const worker = await startQueueWorker()
    try {
      const [received] = await smtp.waitFor(1, 30_000)
      assert.equal(received.subject, subject)
      assert.deepEqual(received.to, ['mentee@example.test'])
      assert.include(received.raw, 'Hello from the queue')
      // Give the worker time to (wrongly) send it again.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      assert.lengthOf(smtp.received, 1)
    } finally {
      await worker.stop()
    }
  }).timeout(60_000)

  test('while SMTP is down the e-mail waits and is delivered when it returns', async ({
    assert,
  }) => {
    await smtp.stop()
    const subject = `After outage ${Date.now()}`
    await mail.sendLater((message) => {
      message.to('mentor@example.test').subject(subject).text('Delivered after the outage')
    })
    const worker = await startQueueWorker()
    try {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      await smtp.start()
      const [received] = await smtp.waitFor(1, 40_000)
      assert.equal(received.subject, subject)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      assert.lengthOf(smtp.received, 1)
    } finally {
      await worker.stop()
    }
  }).timeout(60_000)
})
