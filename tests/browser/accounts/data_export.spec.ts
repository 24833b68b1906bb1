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
