import { test } from '@japa/runner'
import { writeFileSync } from 'node:fs'
import { DateTime } from 'luxon'
import { strFromU8, unzipSync } from 'fflate'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import env from '#start/env'
import type User from '#accounts/models/user'
import DataExport from '#accounts/models/data_export'
import { DATA_EXPORT_RULES } from '#business/accounts'
import { personalDataParts, retentionRules } from '#core/services/personal_data'
import { dataSubjectOf } from '#accounts/services/account_deletion'
import { archiveDisk } from '#accounts/services/data_archive'
import { eraseDataExports, exportDataExports } from '#accounts/services/data_export'
import { summaryOf } from '#accounts/services/data_summary'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'
import { givenUser } from '#tests/helpers/users'
import { Visitor } from '#tests/helpers/visitor'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'
import { TestSmtpServer, type ReceivedMail } from '#tests/helpers/smtp_server'
import { startQueueWorker } from '#tests/helpers/queue_worker'

/*
| "Download my data" (Settings > Privacy and data): asking, one archive at a time, the queue
| building the zip and e-mailing its signed link, the owner downloading it, and everything a
| link may be instead (another member's, altered, expired, opened signed out).
*/

const PASSWORD = 'a-long-test-password-2026'
const PRIVACY = '/settings/account/privacy'
const ASK = '/settings/account/privacy/data-export'

async function signedIn(user: User, locale: 'en' | 'it' = 'en') {
  const visitor = await Visitor.opening('/login', locale)
  const response = await visitor.submit('/login', { email: user.email, password: PASSWORD })
  response.assertStatus(302)
  return visitor
}

/** Asks for the archive from the privacy page; the page the member lands on. */
async function askForArchive(visitor: Visitor) {
  const response = await visitor.submit(ASK, {}, PRIVACY)
  response.assertStatus(302)
  return visitor.follow(response)
}

function exportsOf(user: User) {
  return DataExport.query().where('user_id', user.id).orderBy('id')
}

async function statusesOf(member: User) {
  const rows = await exportsOf(member)
  return rows.map((row) => row.status)
}

async function downloadStatus(visitor: Visitor, link: string) {
  const { response } = await visitor.download(link)
  return response.status
}

/** The readable summary inside the zip a link downloads. */
async function summaryBehind(visitor: Visitor, link: string) {
  const { bytes } = await visitor.download(link)
  return strFromU8(unzipSync(bytes)['summary.html'])
}

/** The link in a received e-mail's text, as a path for the test server. */
function linkIn(mail: ReceivedMail) {
  const match = mail.text.match(/https?:\/\/\S+\/settings\/account\/privacy\/data-export\/\d+\?\S+/)
  if (!match) throw new Error(`No download link in: ${mail.text}`)
  const url = new URL(match[0])
  return `${url.pathname}${url.search}`
}

async function waitUntil(check: () => Promise<boolean>, what: string, ms = 40_000) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

test.group('Download my data | asking for the archive', (group) => {
  group.each.setup(() => clearAuthRateLimits())

  test('the page shows nothing yet, then "being prepared" with what happens next', async ({
    assert,
  }) => {
    const member = await givenUser({ firstName: 'Ada', lastName: 'Lovelace' })
    const visitor = await signedIn(member)
    const before = await visitor.page(PRIVACY)
    assert.deepEqual(before.props.dataExport, {
      status: 'none',
      requestedAt: null,
      readyUntil: null,
      downloadUrl: null,
    })

    const page = await askForArchive(visitor)
    assert.equal(page.component, 'accounts/settings/privacy')
    assert.equal(page.flash?.toast?.title, "We're preparing your data")
    assert.equal(page.props.dataExport.status, 'pending')
    assert.isString(page.props.dataExport.requestedAt)
    const rows = await exportsOf(member)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].status, 'pending')
    assert.isNull(rows[0].fileKey)
    const markup = await visitor.markup(PRIVACY)
    assert.include(markup, 'preparing your copy')
    assert.include(markup, `a download link to ${member.email}`)
  })

  test('asking again while one is being prepared is refused in the member language and changes nothing', async ({
    assert,
  }) => {
    const member = await givenUser({ locale: 'it' })
    const visitor = await signedIn(member, 'it')
    await askForArchive(visitor)
    const [first] = await exportsOf(member)

    const page = await askForArchive(visitor)
    assert.equal(page.flash?.toast?.title, 'Stiamo già preparando una copia')
    assert.equal(page.flash?.toast?.variant, 'destructive')
    const rows = await exportsOf(member)
    assert.deepEqual(
      rows.map((row) => row.serialize()),
      [first.serialize()]
    )
  })

  test('two requests at once (two devices) start one archive; the other is refused', async ({
    assert,
  }) => {
    const member = await givenUser()
    const [laptop, phone] = await Promise.all([signedIn(member), signedIn(member)])
    const answers = await Promise.all([laptop, phone].map((visitor) => askForArchive(visitor)))
    const titles = answers.map((page) => page.flash?.toast?.title).sort()
    assert.deepEqual(titles, ["We're preparing your data", 'Your copy is already being prepared'])
    const rows = await exportsOf(member)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].status, 'pending')
  })

  test('a signed-out visitor cannot ask', async ({ assert }) => {
    const before = await DataExport.query().count('* as total')
    const visitor = await Visitor.opening('/login')
    const response = await visitor.submit(ASK, {}, PRIVACY)
    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /^\/login\?returnTo=/)
    const after = await DataExport.query().count('* as total')
    assert.equal(Number(after[0].$extras.total), Number(before[0].$extras.total))
  })
})

test.group('Download my data | the queue builds the zip and e-mails its link', (group) => {
  let smtp: TestSmtpServer
  group.setup(async () => {
    smtp = await new TestSmtpServer(env.get('SMTP_PORT')).start()
    return () => smtp.stop()
  })
  group.each.setup(() => clearAuthRateLimits())

  test('each member gets the link in their language; the owner downloads data.json and summary.html', async ({
    assert,
  }) => {
    const english = await givenUser({ firstName: 'Ada', lastName: 'Lovelace <b>', locale: 'en' })
    const italian = await givenUser({
      firstName: 'Chiara',
      lastName: "D'Esposito",
      locale: 'it',
      timezone: 'Europe/Rome',
    })
    const visitors = { en: await signedIn(english), it: await signedIn(italian, 'it') }
    await askForArchive(visitors.en)
    await askForArchive(visitors.it)

    const worker = await startQueueWorker()
    let mails: ReceivedMail[]
    try {
      mails = await smtp.waitFor(2, 40_000, (mail) =>
        [english.email, italian.email].some((address) => mail.to.includes(address))
      )
    } finally {
      await worker.stop()
    }
    const mailTo = (member: User) => mails.find((mail) => mail.to.includes(member.email))!
    assert.equal(mailTo(english).subject, 'Your data is ready to download')
    assert.include(mailTo(english).text, 'Hi Ada,')
    assert.include(mailTo(english).html, '<html lang="en"')
    assert.equal(mailTo(italian).subject, 'I tuoi dati sono pronti da scaricare')
    assert.include(mailTo(italian).text, 'Ciao Chiara,')
    assert.include(mailTo(italian).text, `per ${DATA_EXPORT_RULES.linkDays} giorni`)
    assert.include(mailTo(italian).html, '<html lang="it"')

    for (const [member, visitor] of [
      [english, visitors.en],
      [italian, visitors.it],
    ] as const) {
      const [row] = await exportsOf(member)
      assert.equal(row.status, 'ready')
      assert.equal(
        row.expiresAt!.toMillis() - row.readyAt!.toMillis(),
        DATA_EXPORT_RULES.linkDays * 24 * 3600 * 1000
      )
      const link = linkIn(mailTo(member))
      assert.match(
        link,
        new RegExp(`^/settings/account/privacy/data-export/${row.id}\\?signature=`)
      )

      const { response, bytes } = await visitor.download(link)
      assert.equal(response.status, 200)
      assert.equal(response.headers.get('content-type'), 'application/zip')
      assert.equal(
        response.headers.get('content-disposition'),
        `attachment; filename="mentorship-hub-data-${row.readyAt!.toISODate()}.zip"`
      )
      const files = unzipSync(bytes)
      assert.sameMembers(Object.keys(files), ['data.json', 'summary.html'])

      const data = JSON.parse(strFromU8(files['data.json']))
      assert.equal(data.member.id, member.id)
      assert.closeTo(Date.parse(data.generatedAt), row.readyAt!.toMillis(), 1000)
      // Every registered part answers a section, with the kinds of records its export gives.
      const parts = personalDataParts()
      assert.sameMembers(
        Object.keys(data.sections),
        parts.map((part) => part.module)
      )
      for (const part of parts) {
        const now = await part.export(dataSubjectOf(member))
        assert.sameMembers(Object.keys(data.sections[part.module]), Object.keys(now), part.module)
      }

      const summary = strFromU8(files['summary.html'])
      assert.include(summary, `<html lang="${member.locale}">`)
      assert.include(summary, member.email)
      assert.lengthOf(summary.match(/<h2>/g) ?? [], parts.length)
      // Self-contained and inert: no script, nothing fetched from anywhere.
      assert.notMatch(summary, /<script|<link|<img|src=|url\(/i)

      // The page shows the copy as ready, with a signed link of its own that downloads it too.
      const page = await visitor.page(PRIVACY)
      assert.equal(page.props.dataExport.status, 'ready')
      assert.equal(page.props.dataExport.readyUntil, row.expiresAt!.toISO())
      const fromPage = await visitor.download(page.props.dataExport.downloadUrl)
      assert.equal(fromPage.response.status, 200)
    }

    const englishSummary = await summaryBehind(visitors.en, linkIn(mailTo(english)))
    assert.include(englishSummary, 'Your data at Mentorship Hub')
    assert.include(englishSummary, 'Prepared for Ada Lovelace &lt;b&gt;')
    const italianSummary = await summaryBehind(visitors.it, linkIn(mailTo(italian)))
    assert.include(italianSummary, 'I tuoi dati su Mentorship Hub')
    assert.match(italianSummary, /Preparato per Chiara D&#(39|x27);Esposito/)

    // Another member, signed in with the right link: nothing there for them.
    const stranger = await signedIn(await givenUser())
    assert.equal(await downloadStatus(stranger, linkIn(mailTo(english))), 404)

    // Signed out: sign in first, then straight back to the link.
    const link = linkIn(mailTo(english))
    const away = await Visitor.opening('/login')
    const first = await away.get(link)
    assert.equal(first.status(), 302)
    assert.equal(first.header('location'), `/login?returnTo=${encodeURIComponent(link)}`)
    const login = await away.page(first.header('location')!)
    assert.equal(login.props.returnTo, link)
    const signIn = await away.submit('/login', {
      email: english.email,
      password: PASSWORD,
      returnTo: link,
    })
    assert.equal(signIn.header('location'), link)
    const after = await away.download(link)
    assert.equal(after.response.status, 200)
    assert.sameMembers(Object.keys(unzipSync(after.bytes)), ['data.json', 'summary.html'])
  }).timeout(90_000)

  test('a job that cannot store the archive ends failed; the page offers to try again', async ({
    assert,
  }) => {
    const member = await givenUser()
    const visitor = await signedIn(member)
    await askForArchive(visitor)
    // The archives' folder would sit under a file: every try to store one fails.
    const blocker = app.tmpPath(`not-a-folder-${member.id}`)
    writeFileSync(blocker, '')
    const worker = await startQueueWorker({ DATA_EXPORTS_LOCATION: `${blocker}/archives` })
    try {
      const failed = async () => {
        const [status] = await statusesOf(member)
        return status === 'failed'
      }
      await waitUntil(failed, 'the archive to fail')
    } finally {
      await worker.stop()
    }
    const page = await visitor.page(PRIVACY)
    assert.equal(page.props.dataExport.status, 'failed')
    assert.include(await visitor.markup(PRIVACY), 'Try again')
    const [failed] = await exportsOf(member)
    assert.isNull(failed.fileKey)

    const again = await askForArchive(visitor)
    assert.equal(again.props.dataExport.status, 'pending')
    assert.deepEqual(await statusesOf(member), ['failed', 'pending'])
  }).timeout(60_000)
})

test.group('Download my data | links that do not download', (group) => {
  group.each.setup(() => clearAuthRateLimits())

  /** A member whose archive is ready (as the queue leaves it), with its file on the disk. */
  async function givenReadyArchive(locale: 'en' | 'it' = 'en') {
    const member = await givenUser({ locale })
    const readyAt = DateTime.utc()
    const fileKey = `test-${member.id}.zip`
    await archiveDisk().put(fileKey, 'not really a zip')
    const dataExport = await DataExport.create({
      userId: member.id,
      status: 'ready',
      fileKey,
      requestedAt: readyAt,
      readyAt,
      expiresAt: readyAt.plus({ days: DATA_EXPORT_RULES.linkDays }),
    })
    const link = (expiresIn = `${DATA_EXPORT_RULES.linkDays}d`) =>
      signedUrlFor(
        'accounts.dataExport.download',
        { id: dataExport.id },
        { expiresIn, purpose: 'data_export' }
      )
    return { member, dataExport, link, visitor: await signedIn(member, locale) }
  }

  test('an altered link is refused with a clear page, in the member language', async ({
    assert,
  }) => {
    const { dataExport, link, visitor } = await givenReadyArchive()
    const good = link()
    const otherId = good.replace(
      `/data-export/${dataExport.id}?`,
      `/data-export/${dataExport.id + 1}?`
    )
    const badSignature = good.replace(
      /signature=([^&])/,
      (_m, c) => `signature=${c === 'a' ? 'b' : 'a'}`
    )
    for (const path of [otherId, badSignature, good.split('?')[0]]) {
      const response = await visitor.get(path)
      response.assertStatus(403)
      assert.equal(pageFrom(response.text()).component, 'accounts/settings/data_export_link')
      assert.equal(pageFrom(response.text()).props.reason, 'invalid')
      assert.include(ssrBody(response.text()), 'This download link doesn&#x27;t work')
    }
    assert.equal(await downloadStatus(visitor, good), 200)

    const italian = await givenReadyArchive('it')
    const refused = await italian.visitor.get(`${italian.link()}x`)
    refused.assertStatus(403)
    assert.include(ssrBody(refused.text()), 'Questo link per scaricare i dati non funziona')
  })

  test('a link past its days, or an archive past its days, is refused with a clear page', async ({
    assert,
  }) => {
    const { dataExport, link, visitor } = await givenReadyArchive()
    const shortLived = link('1s')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const late = await visitor.get(shortLived)
    late.assertStatus(403)
    assert.equal(pageFrom(late.text()).props.reason, 'invalid')

    await dataExport.merge({ expiresAt: DateTime.utc().minus({ minutes: 1 }) }).save()
    const gone = await visitor.get(link())
    gone.assertStatus(410)
    assert.equal(pageFrom(gone.text()).props.reason, 'expired')
    assert.include(ssrBody(gone.text()), 'This copy of your data is no longer available')
    const page = await visitor.page(PRIVACY)
    assert.equal(page.props.dataExport.status, 'none')
  })
})

test.group('Download my data | retention and the member leaving', () => {
  test('the retention rule removes archives past their days with their files, and keeps the rest', async ({
    assert,
  }) => {
    const member = await givenUser()
    const other = await givenUser()
    const now = DateTime.utc()
    const stored = async (key: string) => {
      await archiveDisk().put(key, 'zip')
      return key
    }
    const ready = (fileKey: string, readyAt: DateTime) => ({
      userId: member.id,
      status: 'ready' as const,
      fileKey,
      requestedAt: readyAt,
      readyAt,
      expiresAt: readyAt.plus({ days: DATA_EXPORT_RULES.linkDays }),
    })
    const expired = await DataExport.create(
      ready(await stored(`expired-${member.id}.zip`), now.minus({ days: 8 }))
    )
    const current = await DataExport.create(
      ready(await stored(`current-${member.id}.zip`), now.minus({ days: 6 }))
    )
    const oldFailed = await DataExport.create({
      userId: member.id,
      status: 'failed',
      requestedAt: now.minus({ days: 8 }),
    })
    const recentFailed = await DataExport.create({
      userId: member.id,
      status: 'failed',
      requestedAt: now.minus({ days: 1 }),
    })
    const stuck = await DataExport.create({
      userId: other.id,
      status: 'pending',
      requestedAt: now.minus({ days: 8 }),
    })

    const rule = retentionRules().find((one) => one.what.includes('copies of their data'))!
    assert.equal(rule.module, 'accounts')
    assert.isAtLeast(await rule.run(now), 3)
    const left = await DataExport.query().whereIn('user_id', [member.id, other.id]).orderBy('id')
    assert.deepEqual(
      left.map((row) => row.id),
      [current.id, recentFailed.id]
    )
    assert.isFalse(await archiveDisk().exists(expired.fileKey!))
    assert.isTrue(await archiveDisk().exists(current.fileKey!))
    assert.notInclude(
      left.map((row) => row.id),
      oldFailed.id
    )
    assert.notInclude(
      left.map((row) => row.id),
      stuck.id
    )
  })

  test("accounts' part lists the member's archives and erases rows and files once committed", async ({
    assert,
  }) => {
    const member = await givenUser()
    const readyAt = DateTime.utc().minus({ days: 1 })
    const fileKey = `leaving-${member.id}.zip`
    await archiveDisk().put(fileKey, 'zip')
    await DataExport.create({
      userId: member.id,
      status: 'ready',
      fileKey,
      requestedAt: readyAt,
      readyAt,
      expiresAt: readyAt.plus({ days: DATA_EXPORT_RULES.linkDays }),
    })
    await DataExport.create({ userId: member.id, status: 'pending', requestedAt: DateTime.utc() })
    const subject = dataSubjectOf(member)

    const listed = await exportDataExports(subject)
    assert.deepEqual(
      listed.map((entry) => entry.status),
      ['ready', 'pending']
    )
    const [stored] = await exportsOf(member)
    assert.equal(listed[0].readyAt, stored.readyAt!.toISO())
    assert.equal(listed[0].expiresAt, stored.expiresAt!.toISO())
    assert.notProperty(listed[0], 'fileKey')

    await db.transaction(async (trx) => {
      await eraseDataExports(subject, trx)
      // Until the deletion commits, the file stays (a rollback keeps everything).
      assert.isTrue(await archiveDisk().exists(fileKey))
    })
    assert.lengthOf(await exportsOf(member), 0)
    assert.isFalse(await archiveDisk().exists(fileKey))
    assert.deepEqual(await exportDataExports(subject), [])
  })
})

test.group('Download my data | the readable summary', () => {
  test('headings by module and kind of record, values in the member language, every text escaped', async ({
    assert,
  }) => {
    const member = await givenUser({ firstName: 'Chiara', lastName: 'Rossi', locale: 'it' })
    const summary = await summaryOf(
      {
        generatedAt: '2026-03-02T09:30:00.000Z',
        member: { id: member.id },
        sections: {
          mentoring: {
            savedMentors: [
              {
                name: '<script>alert(1)</script>',
                listed: true,
                since: '2026-01-02T10:00:00.000Z',
              },
              { name: 'Marco', listed: false, since: null },
            ],
            savedSearches: [],
            somethingNew: { deepField: '2026-05-04' },
          },
          scheduling: {
            sessions: [{ role: 'mentee', status: 'confirmed', entitlement: 'free_call' }],
            weeklyHours: [{ dayOfWeek: 1, startTime: '08:00', endTime: '20:00' }],
          },
          billing: {
            invoices: [{ amountCents: 3950, currency: 'EUR', status: 'paid', plan: 'PRO' }],
          },
          accounts: { onboardingAnswers: { role: 'Head of growth', companySize: 'small' } },
        },
      },
      dataSubjectOf(member),
      'Europe/Rome'
    )
    assert.include(summary, '<html lang="it">')
    assert.include(summary, '<h1>I tuoi dati su Mentorship Hub</h1>')
    assert.include(summary, 'Creato il 2 marzo 2026')
    assert.include(summary, '<h2>Mentor e abbinamenti</h2>')
    assert.include(summary, '<h3>Mentor salvati</h3>')
    assert.include(summary, '<h3>Ricerche salvate</h3>')
    // A kind of record nobody translated yet still reads as words.
    assert.include(summary, '<h3>Something new</h3>')
    assert.include(summary, '<dt>Deep field</dt>')
    assert.include(summary, '4 maggio 2026')
    assert.include(summary, '&lt;script&gt;alert(1)&lt;/script&gt;')
    assert.notInclude(summary, '<script')
    assert.include(summary, '>Sì<')
    assert.include(summary, '>No<')
    assert.include(summary, '2 gennaio 2026')
    assert.include(summary, '<span class="empty">Nessun dato</span>')
    // Words for codes, by the kind of record; money, days and hours as people read them.
    assert.include(summary, '<span class="text">Confermata</span>')
    assert.include(summary, '<span class="text">Prima call gratuita</span>')
    assert.include(summary, '<span class="text">Pagata</span>')
    assert.include(summary, '<span class="text">Pro</span>')
    assert.include(summary, '<span class="text">39,50\u00a0€</span>')
    assert.include(summary, '<span class="text">lunedì</span>')
    assert.include(summary, '<span class="text">08:00 (ora di Europe/Rome)</span>')
    assert.include(summary, '<span class="text">Head of growth</span>')
    assert.include(summary, '<span class="text">Piccola (2-5)</span>')
    assert.include(summary, 'alle ore 10:30:00 CET')
    assert.notMatch(summary, />(confirmed|free_call|paid|PRO|mentee)</)
  })
})
