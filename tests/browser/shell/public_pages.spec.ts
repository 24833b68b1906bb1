/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { Browser } from 'playwright'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import ContactMessage from '#core/models/contact_message'
import { contactAddress } from '#core/services/contact'
import { MailCapture } from '#tests/helpers/mail_capture'
import { expectAccessible, token, visit } from '#tests/helpers/pages'
import { testUrl } from '#tests/helpers/url'
import {
  focusWhenShown,
  getsFocus,
  holdRequests,
  pressAgainWhileBusy,
} from '#tests/helpers/keyboard'

const MOBILE = { width: 360, height: 780 }
const DESKTOP = { width: 1280, height: 900 }

/** Every test request comes from 127.0.0.1: forget the contact form's per-address counts. */
async function clearContactLimits() {
  if (env.get('LIMITER_STORE') === 'redis') {
    const prefix = redis.connection().ioConnection.options.keyPrefix ?? ''
    const keys = await redis.connection().keys(`${prefix}*core_contact_*`)
    if (keys.length) await redis.connection().del(...keys.map((key) => key.slice(prefix.length)))
    return
  }
  await db.from('rate_limits').whereLike('key', '%core_contact_%').delete()
}

async function contextIn(browser: Browser, locale: 'en' | 'it', viewport = DESKTOP) {
  const context = await browser.newContext({ viewport })
  await context.addCookies([{ name: 'locale', value: locale, url: testUrl('/') }])
  return context
}

test.group('Shell | public pages', (group) => {
  let mails: MailCapture
  group.each.setup(async () => {
    await clearContactLimits()
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('the contact form is sent with the keyboard alone and confirms it', async ({
    browser,
    assert,
  }) => {
    const context = await contextIn(browser, 'en')
    const page = await context.newPage()
    await visit(page, '/contact')
    const email = `keyboard.${token()}@example.test`

    await page.getByLabel('Name').focus()
    await page.keyboard.type('Kay Board')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Hello, I have a question about mentors.')
    await page.keyboard.press('Tab')
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Send message')
    const held = await holdRequests(page, '**/api/contact')
    await page.keyboard.press('Enter')
    const busy = await pressAgainWhileBusy(page, page.getByRole('button', { name: 'Sending…' }))
    assert.deepEqual(busy, { focused: true, ariaDisabled: 'true' })
    held.release()

    const confirmation = page.getByRole('heading', { name: 'Message sent' })
    await confirmation.waitFor()
    assert.isTrue(await getsFocus(confirmation))
    assert.include(await page.getByRole('status').first().innerText(), email)

    const stored = await ContactMessage.query().where('email', email)
    assert.deepEqual(
      stored.map((message) => message.name),
      ['Kay Board']
    )
    assert.equal(held.sent(), 1)
    assert.lengthOf(
      mails
        .queuedTo(contactAddress())
        .filter((message) => MailCapture.contents(message).includes(email)),
      1
    )
    await expectAccessible(page, assert, '/contact after sending')
    await context.close()
  })

  test('an incomplete form shows its errors in Italian and focuses the first one', async ({
    browser,
    assert,
  }) => {
    const context = await contextIn(browser, 'it', MOBILE)
    const page = await context.newPage()
    await visit(page, '/contact')
    await page.getByLabel('Messaggio').focus()
    await page.keyboard.type('Corto')
    await page.keyboard.press('Tab')
    const errorsShown = await focusWhenShown(page, 'Inserisci il tuo nome.')
    await page.keyboard.press('Enter')

    await page.getByText('Inserisci il tuo nome.').waitFor()
    assert.isTrue(await page.getByText('Inserisci il tuo indirizzo e-mail.').isVisible())
    assert.isTrue(
      await page.getByText('Il messaggio deve contenere almeno 10 caratteri.').isVisible()
    )
    assert.equal(await page.getByLabel('Nome').getAttribute('aria-invalid'), 'true')
    assert.equal(await errorsShown.focusedThen(), await page.getByLabel('Nome').getAttribute('id'))
    await expectAccessible(page, assert, '/contact with errors (it)')
    assert.lengthOf(await ContactMessage.query().where('body', 'Corto'), 0)
    await context.close()
  })

  test("the footer's cookie settings open the consent banner on any page", async ({
    browser,
    assert,
  }) => {
    const context = await contextIn(browser, 'it')
    const page = await context.newPage()
    await visit(page, '/privacy')
    const banner = page.getByRole('region', { name: 'Cookie su Mentorship Hub' })
    if (await banner.isVisible()) {
      await banner.getByRole('button', { name: 'Solo necessari' }).click()
      await banner.waitFor({ state: 'hidden' })
    }
    await page.getByRole('contentinfo').getByRole('button', { name: 'Impostazioni cookie' }).click()
    await banner.waitFor()
    assert.isTrue(await banner.isVisible())
    await context.close()
  })
})
