import { test } from '@japa/runner'
import env from '#start/env'
import mail from '@adonisjs/mail/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import { QueueManager } from '@adonisjs/queue'
import User from '#accounts/models/user'
import type { Locale } from '#business/app'
import type { LocalizedMail } from '#core/mails/localized_mail'
import SendMailJob, { toQueuePayload } from '#core/jobs/send_mail_job'
import { DateTime } from 'luxon'
import {
  DataExportReadyMail,
  PasswordChangedMail,
  PasswordResetMail,
  VerificationMail,
  WelcomeMail,
  sendPasswordChangedEmail,
  sendPasswordResetEmail,
  sendVerificationEmail,
  sendWelcomeEmail,
} from '#accounts/services/account_mailer'

const APP_URL = env.get('APP_URL').replace(/\/+$/, '')

function recipient(locale: Locale) {
  return {
    email: `giulia-${locale}@example.test`,
    name: 'Giulia Rossi',
    locale,
    greetingName: 'Giulia',
  }
}

function userIn(locale: Locale) {
  const user = new User()
  user.firstName = 'Giulia'
  user.lastName = 'Rossi'
  user.email = `giulia-${locale}@example.test`
  user.locale = locale
  return user
}

/** The account mails, each with the link its button opens. */
const MAILS = [
  {
    name: 'verification',
    key: 'verification',
    make: (locale: Locale) =>
      new VerificationMail(recipient(locale), '/verify-email/tok.en?signature=abc&expires=1'),
    link: `${APP_URL}/verify-email/tok.en?signature=abc&expires=1`,
    mustSay: ['heading', 'intro', 'action', 'reason'],
  },
  {
    name: 'password reset',
    key: 'passwordReset',
    make: (locale: Locale) =>
      new PasswordResetMail(recipient(locale), `${APP_URL}/recover-password/r3set`),
    link: `${APP_URL}/recover-password/r3set`,
    mustSay: ['heading', 'intro', 'action', 'ignore', 'reason'],
  },
  {
    name: 'welcome',
    key: 'welcome',
    make: (locale: Locale) => new WelcomeMail(recipient(locale)),
    link: `${APP_URL}/mentors`,
    mustSay: ['heading', 'intro', 'stepProfile', 'stepMentor', 'stepCall', 'action', 'reason'],
  },
  {
    name: 'password changed',
    key: 'passwordChanged',
    make: (locale: Locale) => new PasswordChangedMail(recipient(locale)),
    link: `${APP_URL}/forgot-password`,
    mustSay: ['heading', 'intro', 'ok', 'action', 'reason'],
  },
  {
    name: 'data export ready',
    key: 'dataExportReady',
    make: (locale: Locale) =>
      new DataExportReadyMail(
        recipient(locale),
        '/settings/account/privacy/data-export/7?signature=abc',
        DateTime.fromISO('2026-03-09T10:00:00Z'),
        'Europe/Rome'
      ),
    link: `${APP_URL}/settings/account/privacy/data-export/7?signature=abc`,
    mustSay: ['heading', 'intro', 'action', 'ignore', 'reason'],
  },
] as const

/** Escaped as Edge escapes `{{ }}` output. */
const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

const decodeHtml = (value: string) =>
  value
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

test.group('Mail | account e-mail templates', () => {
  for (const locale of ['en', 'it'] as const) {
    for (const spec of MAILS) {
      test(`${spec.name} (${locale}): subject, link, HTML and text in the recipient's language`, async ({
        assert,
      }) => {
        const t = (key: string) =>
          i18nManager.locale(locale).t(`emails.${spec.key}.${key}`, {
            brand: 'Mentorship Hub',
            hours: 48,
            teamEmail: env.get('TEAM_EMAIL'),
          })
        const rendered = await (spec.make(locale) as LocalizedMail).render()

        assert.equal(rendered.subject, t('subject'))
        assert.deepEqual(rendered.to, [
          { address: `giulia-${locale}@example.test`, name: 'Giulia Rossi' },
        ])

        // HTML: a complete document in the right language, link on the button.
        assert.match(rendered.html, /^<!DOCTYPE html>/)
        assert.include(rendered.html, `<html lang="${locale}"`)
        assert.include(rendered.html, `<title>${escapeHtml(rendered.subject)}</title>`)
        assert.include(rendered.html, `href="${escapeHtml(spec.link)}"`)
        assert.include(rendered.html, `href="${APP_URL}"`)
        assert.include(rendered.html, 'Mentorship Hub')
        const htmlText = decodeHtml(rendered.html)
        for (const key of spec.mustSay) {
          const phrase = t(key).split('{')[0]
          assert.include(htmlText, phrase, `HTML says emails.${spec.key}.${key}`)
          assert.include(rendered.text, phrase, `text says emails.${spec.key}.${key}`)
        }
        assert.include(htmlText, locale === 'it' ? 'Ciao Giulia,' : 'Hi Giulia,')

        // Text: the same message, no markup, the link written out.
        assert.include(rendered.text, spec.link)
        assert.include(rendered.text, locale === 'it' ? 'Ciao Giulia,' : 'Hi Giulia,')
        assert.notMatch(rendered.text, /<[a-z!/][^>]*>/i)
        assert.notInclude(rendered.text, '&#x27;')
        assert.notInclude(rendered.text, '&amp;')

        for (const body of [rendered.html, rendered.text]) {
          assert.notInclude(body, 'translation missing')
          assert.notInclude(body, 'undefined')
          assert.notMatch(body, /emails\.[a-zA-Z]+\./)
        }
      })
    }
  }

  test('Italian and English mails differ; an unknown locale falls back to English', async ({
    assert,
  }) => {
    const it = await new VerificationMail(recipient('it'), '/verify-email/x').render()
    const en = await new VerificationMail(recipient('en'), '/verify-email/x').render()
    const fallback = await new VerificationMail(
      { ...recipient('en'), locale: 'de' },
      '/verify-email/x'
    ).render()
    assert.equal(it.subject, 'Conferma il tuo indirizzo e-mail')
    assert.equal(en.subject, 'Confirm your e-mail address')
    assert.equal(fallback.subject, en.subject)
    assert.include(fallback.html, '<html lang="en"')
  })

  test('names are escaped in the HTML and kept as they are in the text', async ({ assert }) => {
    const rendered = await new WelcomeMail({
      ...recipient('en'),
      greetingName: '<b>Ann</b> & "Bo"',
    }).render()
    assert.include(rendered.html, 'Hi &lt;b&gt;Ann&lt;/b&gt; &amp; &quot;Bo&quot;,')
    assert.notInclude(rendered.html, '<b>Ann</b>')
    assert.include(rendered.text, 'Hi <b>Ann</b> & "Bo",')
  })

  test('the account mailer queues rendered mails: the job needs no view and survives JSON', async ({
    assert,
    cleanup,
  }) => {
    const fake = QueueManager.fake()
    cleanup(() => QueueManager.restore())

    await sendVerificationEmail(userIn('it'), '/verify-email/abc')
    await sendPasswordResetEmail(userIn('en'), '/recover-password/def')
    await sendWelcomeEmail(userIn('it'))
    await sendPasswordChangedEmail(userIn('en'))

    const jobs = fake.getPushedJobs()
    assert.lengthOf(jobs, 4)
    assert.deepEqual(
      jobs.map((record) => [record.queue, record.job.name]),
      Array(4).fill(['default', 'core.send_mail'])
    )
    const payloads = jobs.map((record) => record.job.payload as ReturnType<typeof toQueuePayload>)
    assert.deepEqual(
      payloads.map((payload) => payload.message.subject),
      [
        'Conferma il tuo indirizzo e-mail',
        'Reset your password',
        'Ti diamo il benvenuto su Mentorship Hub',
        'Your password was changed',
      ]
    )
    for (const payload of payloads) {
      assert.equal(payload.mailer, env.get('MAIL_MAILER'))
      assert.deepEqual(payload.views, {})
      assert.match(String(payload.message.html), /^<!DOCTYPE html>/)
      assert.isAbove(String(payload.message.text).length, 100)
      assert.deepEqual(JSON.parse(JSON.stringify(payload)), payload)
    }
    assert.include(String(payloads[0].message.text), `${APP_URL}/verify-email/abc`)
    assert.include(String(payloads[1].message.text), `${APP_URL}/recover-password/def`)
    assert.equal(SendMailJob.options.name, 'core.send_mail')
  })

  test('queue payloads carry Buffers as base64 that nodemailer reads back', async ({ assert }) => {
    const payload = toQueuePayload('smtp', {
      message: {
        subject: 'Files',
        html: Buffer.from('<p>hé</p>'),
        attachments: [{ filename: 'a.txt', content: Buffer.from('contenuto è') }],
      },
      views: {},
    })
    const roundTrip = JSON.parse(JSON.stringify(payload))
    assert.equal(roundTrip.message.html, '<p>hé</p>')
    assert.deepEqual(roundTrip.message.attachments, [
      {
        filename: 'a.txt',
        content: Buffer.from('contenuto è').toString('base64'),
        encoding: 'base64',
      },
    ])
  })

  test('sending a templated mail directly (send) delivers the same rendered bodies', async ({
    assert,
    cleanup,
  }) => {
    const fake = mail.fake()
    cleanup(() => mail.restore())
    await mail.send(new PasswordChangedMail(recipient('it')))
    const [sent] = fake.mails.sent()
    assert.instanceOf(sent, PasswordChangedMail)
    assert.equal(sent.message.toObject().message.subject, 'La tua password è stata cambiata')
    assert.include(String(sent.message.toObject().message.html), '<html lang="it"')
  })
})
