/// <reference lib="dom" />
import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import { strFromU8, unzipSync } from 'fflate'
import i18nManager from '@adonisjs/i18n/services/main'
import env from '#start/env'
import { givenUser } from '#tests/helpers/users'
import { expectAccessible, toastSaying, visit } from '#tests/helpers/pages'
import { TestSmtpServer } from '#tests/helpers/smtp_server'
import { startQueueWorker } from '#tests/helpers/queue_worker'
import { testUrl } from '#tests/helpers/url'
import { DateTime } from 'luxon'
import { dataSubjectOf } from '#accounts/services/account_deletion'
import { memberDataOf } from '#accounts/services/data_archive'
import { summaryOf } from '#accounts/services/data_summary'
import { givenMemberWithHistory } from '#tests/helpers/member_data'

/**
 * "Download my data" in Chromium: the member finds it in the settings, asks, sees the copy
 * being prepared, the real queue builds it and e-mails the link, and the link downloads the zip.
 */
test.group('Journey | download my data', (group) => {
  let smtp: TestSmtpServer
  group.setup(async () => {
    smtp = await new TestSmtpServer(env.get('SMTP_PORT')).start()
    return () => smtp.stop()
  })

  // Tagged @services: CI runs it again with the queue, sessions and locks on Redis and PostgreSQL.
  test('ask from Settings > Privacy and data, see it being prepared, download the e-mailed zip', async ({
    browser,
    assert,
  }) => {
    const t = (key: string, data?: Record<string, unknown>) => i18nManager.locale('en').t(key, data)
    const member = await givenUser({ firstName: 'Marta', lastName: 'Neri', locale: 'en' })
    const context = await browser.newContext({ acceptDownloads: true })
    await context.loginAs(member)
    const page = await context.newPage()
    await visit(page, '/settings/profile/basic')
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: 'Privacy and data' })
      .click()
    await page.waitForURL(/\/settings\/account\/privacy$/)
    await page.getByRole('heading', { name: 'Download my data' }).waitFor()
    await expectAccessible(page, assert, 'privacy and data: nothing asked yet')

    await page.getByRole('button', { name: 'Prepare my data' }).click()
    await toastSaying(page, "We're preparing your data").waitFor()
    const state = page.locator('[data-export-status]')
    await state.filter({ hasText: `a download link to ${member.email}` }).waitFor()
    assert.equal(await state.getAttribute('data-export-status'), 'pending')
    assert.equal(await page.getByRole('button', { name: 'Prepare my data' }).count(), 0)
    // The button went: the keyboard user is left on what the page now says, not on the body.
    await page.waitForFunction(() => document.activeElement?.hasAttribute('data-export-status'))
    await expectAccessible(page, assert, 'privacy and data: being prepared')

    const worker = await startQueueWorker()
    let text: string
    try {
      const [mail] = await smtp.waitFor(1, 40_000, (one) => one.to.includes(member.email))
      text = mail.text
    } finally {
      await worker.stop()
    }
    const link = new URL(
      text.match(/https?:\/\/\S+\/settings\/account\/privacy\/data-export\/\S+/)![0]
    )

    // The e-mailed link, opened in the signed-in browser, downloads the zip.
    const downloading = page.waitForEvent('download')
    await page.evaluate(
      (href) => {
        window.location.href = href
      },
      testUrl(`${link.pathname}${link.search}`)
    )
    const download = await downloading
    assert.match(download.suggestedFilename(), /^mentorship-hub-data-\d{4}-\d{2}-\d{2}\.zip$/)
    const files = unzipSync(new Uint8Array(await readFile(await download.path())))
    assert.sameMembers(Object.keys(files), ['data.json', 'summary.html'])
    assert.equal(JSON.parse(strFromU8(files['data.json'])).member.id, member.id)
    assert.include(
      strFromU8(files['summary.html']),
      t('data_archive.title', { brand: 'Mentorship Hub' })
    )

    // Back on the page: ready, with its own download link while it lasts.
    await visit(page, '/settings/account/privacy')
    assert.equal(await state.getAttribute('data-export-status'), 'ready')
    await page.getByRole('link', { name: 'Download my data (zip)' }).waitFor()
    await page.getByRole('button', { name: 'Prepare a new copy' }).waitFor()
    await expectAccessible(page, assert, 'privacy and data: ready')
    await context.close()
  })
    .tags(['@services'])
    .timeout(120_000)

  test('the toast survives the real-time subscription answered between the request and its page', async ({
    browser,
    assert,
  }) => {
    const member = await givenUser({ locale: 'en' })
    const context = await browser.newContext()
    await context.loginAs(member)
    const page = await context.newPage()
    // Every signed-in page subscribes to the member's inbox channel. Its subscription is held
    // until the form's redirect is followed, and answered before that page.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/__transmit/subscribe', async (route) => {
      await held
      await route.continue()
    })
    let answeredInBetween = false
    await page.route('**/settings/account/privacy/data-export', async (route) => {
      // The request is answered (its toast flashed) before the browser follows the redirect.
      const answer = await route.fetch({ maxRedirects: 0 })
      const subscribed = page.waitForResponse('**/__transmit/subscribe')
      release()
      const subscription = await subscribed
      answeredInBetween = subscription.status() === 204
      await route.fulfill({ response: answer })
    })
    await page.goto(testUrl('/settings/account/privacy'))
    await page.getByRole('button', { name: 'Prepare my data' }).click()
    await toastSaying(page, "We're preparing your data").waitFor()
    assert.isTrue(answeredInBetween, 'the subscription was answered between the two')
    await context.close()
  })

  test('in Italian the section, the request and its answer speak Italian', async ({
    browser,
    assert,
  }) => {
    const member = await givenUser({ firstName: 'Chiara', lastName: 'Esposito', locale: 'it' })
    const context = await browser.newContext()
    await context.addCookies([{ name: 'locale', value: 'it', url: testUrl('/') }])
    await context.loginAs(member)
    const page = await context.newPage()
    await visit(page, '/settings/account/privacy')
    await page.getByRole('heading', { name: 'Scarica i miei dati' }).waitFor()
    await page.getByRole('button', { name: 'Prepara i miei dati' }).click()
    await toastSaying(page, 'Stiamo preparando i tuoi dati', { name: 'Notifiche (F8)' }).waitFor()
    await page
      .locator('[data-export-status="pending"]')
      .filter({ hasText: 'Stiamo preparando la tua copia' })
      .waitFor()
    await expectAccessible(page, assert, 'privacy e dati: in preparazione')
    await context.close()
  })
})

/**
 * The readable summary of a whole archive (a mentor with sessions, hours, a plan and referrals),
 * opened as the member would open the file: at 320 px every label sits above its value, nothing
 * runs off the side, and axe finds nothing.
 */
test.group('Journey | the archive summary on a phone', () => {
  test('a mentor reads their whole archive in Italian at 320 px', async ({ browser, assert }) => {
    const world = await givenMemberWithHistory('mentor')
    world.leaver.locale = 'it'
    const subject = dataSubjectOf(world.leaver)
    const summary = await summaryOf(
      await memberDataOf(subject, DateTime.utc()),
      subject,
      world.leaver.timezone
    )
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } })
    const page = await context.newPage()
    await page.setContent(summary)
    await page.getByRole('heading', { level: 1, name: 'I tuoi dati su Mentorship Hub' }).waitFor()

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth
    )
    assert.equal(overflow, 0, 'nothing runs off the side')
    const [label, value] = await Promise.all([
      page.locator('dt').first().boundingBox(),
      page.locator('dd').first().boundingBox(),
    ])
    assert.isAtLeast(value!.y, label!.y + label!.height - 1, 'the value below its label')
    assert.isAtLeast(value!.width, 240, 'the value has the width of the screen')
    // Words, not codes.
    await page.getByText('Confermata', { exact: true }).first().waitFor()
    await page.getByText('Prima call gratuita', { exact: true }).first().waitFor()
    await expectAccessible(page, assert, 'the archive summary at 320 px')
    await context.close()
  })
})
