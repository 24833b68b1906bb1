/// <reference lib="dom" />
import { test } from '@japa/runner'
import { testUrl } from '#tests/helpers/url'
import { visit as visitPage } from '#tests/helpers/pages'
import testUtils from '@adonisjs/core/services/test_utils'
import { accessibilityViolations } from '#tests/helpers/axe'
import { givenUser } from '#tests/helpers/users'
import { contextWithoutJavaScript, waitForSettled } from '#tests/helpers/hydration'
import { getsFocus } from '#tests/helpers/keyboard'

const MOBILE = { width: 360, height: 780 }
const DESKTOP = { width: 1280, height: 900 }

test.group('Shell | pages, language, layout', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('the home page is readable before any script runs', async ({ browser, assert }) => {
    const context = await contextWithoutJavaScript(browser)
    const page = await context.newPage()
    await page.goto(testUrl('/'))
    const heading = page.getByRole('heading', { level: 1 })
    assert.include(await heading.innerText(), 'Grow faster with a mentor')
    await context.close()
  })

  test('the page hydrates without console errors and the footer links are there', async ({
    browserContext,
    assert,
  }) => {
    const errors: string[] = []
    const page = await browserContext.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await visitPage(page, '/')
    const footer = page.getByRole('contentinfo')
    for (const name of [
      'Find mentors',
      'Pricing',
      'About us',
      'Contact',
      'Careers',
      'Privacy policy',
      'Cookie policy',
      'Terms and conditions',
    ]) {
      assert.isTrue(await footer.getByRole('link', { name, exact: true }).isVisible(), name)
    }
    assert.deepEqual(errors, [])
  })

  test('the language switcher turns the page Italian and remembers it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const page = await visit('/')
    await waitForSettled(page)
    await page.getByRole('button', { name: 'Language: English' }).click()
    await page.getByRole('button', { name: 'Italiano', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: /Cresci più in fretta/ }).waitFor()
    assert.equal(await page.getAttribute('html', 'lang'), 'it')
    const cookies = await browserContext.cookies()
    assert.equal(cookies.find((cookie) => cookie.name === 'locale')?.value, 'it')

    await page.reload()
    await page.getByRole('button', { name: 'Lingua: Italiano' }).waitFor()
    assert.include(await page.getByRole('heading', { level: 1 }).innerText(), 'Cresci')
  })

  test('a signed-out visit to a protected page lands on login with returnTo', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/dashboard/sessions')
    await page.waitForURL(/\/login\?returnTo=/)
    assert.equal(new URL(page.url()).searchParams.get('returnTo'), '/dashboard/sessions')
  })

  test('on a small screen the menu button opens and closes the navigation', async ({
    browser,
    assert,
  }) => {
    const context = await browser.newContext({ viewport: MOBILE })
    const page = await context.newPage()
    await visitPage(page, '/')
    const button = page.getByRole('button', { name: 'Menu' })
    assert.equal(await button.getAttribute('aria-expanded'), 'false')
    await button.click()
    assert.equal(await button.getAttribute('aria-expanded'), 'true')
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`)
    assert.isTrue(await menu.getByRole('link', { name: 'Find mentors' }).isVisible())
    await button.click()
    assert.equal(await button.getAttribute('aria-expanded'), 'false')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    assert.isAtMost(width, MOBILE.width, 'no horizontal scrolling at 360 px')

    // By keyboard: Escape inside the open menu closes it and gives the focus back to the button.
    await button.focus()
    await page.keyboard.press('Enter')
    await menu.getByRole('link', { name: 'Find mentors' }).waitFor()
    await page.keyboard.press('Tab')
    assert.isTrue(await getsFocus(menu, { within: true }), 'Tab goes into the open menu')
    await page.keyboard.press('Escape')
    assert.equal(await button.getAttribute('aria-expanded'), 'false')
    assert.isTrue(await getsFocus(button), 'Escape gives the focus back to the Menu button')

    // A link followed from the menu: the menu closes with the link, and the focus goes to the
    // new page's content instead of the body (where the next Tab would start over at the top).
    await page.keyboard.press('Enter')
    const register = menu.getByRole('link', { name: 'Register', exact: true })
    await register.waitFor()
    await register.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/register$/)
    await menu.waitFor({ state: 'hidden' })
    assert.isTrue(await getsFocus(page.locator('main')), "the new page's content has the focus")
    await context.close()
  })

  test('the skip link takes keyboard users to the content', async ({ visit, assert }) => {
    const page = await visit('/')
    await waitForSettled(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    assert.isTrue(await getsFocus(skip))
    await page.keyboard.press('Enter')
    // The browser updates the address after the key press is handled.
    await page.waitForURL((url) => url.hash === '#main', { timeout: 5000 }).catch(() => {})
    assert.equal(new URL(page.url()).hash, '#main')
  })

  test('a signed-in user sees their account navigation', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const user = await givenUser({ firstName: 'Giulia', lastName: 'Rossi' })
    await browserContext.loginAs(user)
    const page = await visit('/dashboard')
    await waitForSettled(page)
    const nav = page.getByRole('navigation', { name: 'Main' }).first()
    assert.isTrue(await nav.getByRole('link', { name: 'Dashboard' }).isVisible())
  })

  test('signing out lands on /login signed out', async ({ browser, assert }) => {
    const context = await browser.newContext({ viewport: DESKTOP })
    await context.loginAs(await givenUser())
    const page = await context.newPage()
    await visitPage(page, '/dashboard')
    await page.getByRole('button', { name: 'Sign out' }).first().click()
    await page.waitForURL(/\/login/)
    const dashboard = await page.goto(testUrl('/dashboard'))
    assert.match(dashboard!.url(), /\/login\?returnTo=/, 'the session is over')
    await context.close()
  })

  test('signing out still lands on /login when the call fails', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP })
    await context.loginAs(await givenUser())
    const page = await context.newPage()
    await visitPage(page, '/dashboard')
    // The session already ended elsewhere (another tab), and the call errors.
    const cookies = await context.cookies()
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value
    await context.request.post(testUrl('/api/auth/logout'), {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), 'Accept': 'application/json' },
    })
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.getByRole('button', { name: 'Sign out' }).first().click()
    await page.waitForURL(/\/login$/)
    await context.close()
  })

  test('home, 404 and placeholder pages have no serious accessibility violations', async ({
    browser,
    assert,
  }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      for (const path of ['/', '/no/such/page', '/about']) {
        await visitPage(page, path)
        assert.deepEqual(await accessibilityViolations(page), [], `${path} at ${viewport.width}px`)
      }
      await context.close()
    }
  })
})
