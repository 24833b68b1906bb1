import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import env from '#start/env'
import MentorApplication from '#mentoring/models/mentor_application'
import { runAceProcess } from '#tests/helpers/ace_process'
import { deliveredByWorker } from '#tests/helpers/queue_worker'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { givenBookableMentor, givenSession } from '#tests/helpers/sessions'
import { givenUser } from '#tests/helpers/users'

/*
| The commands that e-mail, each run as its own process as a cron runs it.
| Their mails' links are built from route names, which only a process that
| committed its routes can do: a web process does it when it starts, a
| command has to. Delivered by the real queue worker.
*/

const APP_URL = env.get('APP_URL').replace(/\/+$/, '')

test.group('Commands | in their own process, their e-mails link to the site', (group) => {
  let smtp: TestSmtpServer
  group.setup(async () => {
    smtp = await new TestSmtpServer(env.get('SMTP_PORT')).start()
    return () => smtp.stop()
  })

  test('applications:approve and applications:reject', async ({ assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const [approved, rejected] = [await givenUser(), await givenUser()]
    const applications = await Promise.all(
      [approved, rejected].map((applicant) =>
        MentorApplication.create({
          userId: applicant.id,
          basis: 'senior_experience',
          profileUrl: 'https://www.linkedin.com/in/someone',
          motivation: 'I have coached founders for ten years and want to give back.'.repeat(2),
          status: 'pending',
        })
      )
    )

    const approve = await runAceProcess([
      'applications:approve',
      String(applications[0].id),
      `--admin=${admin.email}`,
    ])
    assert.equal(approve.exitCode, 0, approve.output)
    const reject = await runAceProcess([
      'applications:reject',
      String(applications[1].id),
      `--admin=${admin.email}`,
      '--reason=Not enough experience with early-stage companies yet',
    ])
    assert.equal(reject.exitCode, 0, reject.output)

    const emails = [approved.email, rejected.email]
    const received = await deliveredByWorker(
      smtp,
      (message) => emails.some((email) => message.to.includes(email)),
      2
    )
    const textTo = (email: string) => received.find((message) => message.to.includes(email))!.text
    assert.include(textTo(approved.email), `${APP_URL}/settings/profile/mentor`)
    assert.include(textTo(rejected.email), `${APP_URL}/become-a-mentor`)
  }).timeout(180_000)

  test('sessions:tick sends the reminders', async ({ assert }) => {
    const { user: mentor } = await givenBookableMentor()
    await givenSession(mentor, await givenUser(), {
      startsAt: DateTime.utc().plus({ hours: 10 }).startOf('hour'),
    })

    const tick = await runAceProcess(['sessions:tick', '--only=remind'])
    assert.equal(tick.exitCode, 0, tick.output)

    const [reminder] = await deliveredByWorker(smtp, (message) => message.to.includes(mentor.email))
    assert.include(reminder.text, `${APP_URL}/dashboard/sessions?tab=upcoming`)
    assert.include(reminder.text, `${APP_URL}/settings/account/notifications`)
  }).timeout(180_000)
})
