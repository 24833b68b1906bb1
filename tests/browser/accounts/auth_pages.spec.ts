import { test } from '@japa/runner'
import { accessibilityViolations } from '#tests/helpers/axe'
import { testUrl } from '#tests/helpers/url'
import { visit as visitPage } from '#tests/helpers/pages'
import { waitForSettled } from '#tests/helpers/hydration'
import { focusWhenShown, holdRequests, pressAgainWhileBusy } from '#tests/helpers/keyboard'
import { givenUser } from '#tests/helpers/users'

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
]

test.group('Accounts | sign-in pages are accessible in both languages', () => {
  test('login, register, forgot password, resend verification', async ({ browser, assert }) => {
    for (const locale of ['en', 'it']) {
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({ viewport })
        await context.addCookies([{ name: 'locale', value: locale, url: testUrl('/') }])
        const page = await context.newPage()
        for (const path of ['/login', '/register', '/forgot-password', '/resend-verification']) {
          await visitPage(page, path)
          assert.equal(await page.getAttribute('html', 'lang'), locale)
          assert.deepEqual(
            await accessibilityViolations(page),
            [],
            `${path} (${locale}, ${viewport.width}px)`
          )
        }
        await context.close()
      }
    }
  }).timeout(120_000)

  test('a refused sign-in has the focus on what to correct as soon as it shows; signing in keeps it on the busy button', async ({
    visit,
    assert,
  }) => {
    const user = await givenUser()
    const page = await visit('/login')
    await waitForSettled(page)
    const submit = page.getByRole('button', { name: 'Sign in', exact: true })

    // A field left empty: its own error, and the focus on it.
    await page.getByLabel('Password', { exact: true }).fill('whatever-it-is')
    const missing = await focusWhenShown(page, 'E-mail required')
    await submit.click()
    const email = page.getByLabel('E-mail', { exact: true })
    await page.getByText('E-mail required').waitFor()
    assert.equal(await missing.focusedThen(), await email.getAttribute('id'))

    // Both filled, refused by the server: the form's alert, and the focus on it.
    await email.fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-2026')
    const refused = await focusWhenShown(page, 'Invalid e-mail or password')
    await submit.click()
    await page.getByText('Invalid e-mail or password').waitFor()
    assert.equal(await refused.focusedThen(), 'login-error')

    // The right password, on a slow network: the busy button keeps the focus, and Enter pressed
    // again there sends nothing more.
    await page.getByLabel('Password', { exact: true }).fill('a-long-test-password-2026')
    await submit.focus()
    const held = await holdRequests(page, '**/login')
    await page.keyboard.press('Enter')
    const busy = await pressAgainWhileBusy(page, page.getByRole('button', { name: 'Signing in…' }))
    assert.deepEqual(busy, { focused: true, ariaDisabled: 'true' })
    held.release()
    await page.waitForURL((url) => url.pathname !== '/login')
    assert.equal(held.sent(), 1)
  })

  test('forgot password always reports success', async ({ visit, assert }) => {
    const page = await visit('/forgot-password')
    await waitForSettled(page)
    await page.getByLabel('E-mail', { exact: true }).fill('nobody@example.test')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.locator('#main').getByText('Check your inbox').waitFor()
    assert.include(
      await page.locator('#main').innerText(),
      'If an account exists for this e-mail address'
    )
  })
})
