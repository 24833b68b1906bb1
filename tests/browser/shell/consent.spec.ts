/// <reference lib="dom" />
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import type { Browser, Page } from 'playwright'
import { analyticsSettings } from '#config/analytics'
import { accessibilityViolations } from '#tests/helpers/axe'
import { getsFocus } from '#tests/helpers/keyboard'
import { visit } from '#tests/helpers/pages'
import { waitForSettled } from '#tests/helpers/hydration'

const MOBILE = { width: 360, height: 780 }
const DESKTOP = { width: 1280, height: 900 }

/** A PostHog-compatible host that records what it is asked for and serves an empty client. */
async function fakePostHog() {
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '')
    response.writeHead(200, {
      'content-type': request.url?.endsWith('.js') ? 'application/javascript' : 'application/json',
      'access-control-allow-origin': '*',
    })
    response.end(request.url?.endsWith('.js') ? 'window.__fakePostHogLoaded = true' : '{}')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    host,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

async function openHome(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ viewport: DESKTOP, ...options })
  const page = await context.newPage()
  await visit(page, '/')
  return { context, page }
}

function banner(page: Page, name = 'Cookies on Mentorship Hub') {
  return page.getByRole('region', { name })
}

/** Waits a little for late requests (the loader runs after hydration). */
const settle = (page: Page) => page.waitForTimeout(300)

test.group('Shell | cookie consent and analytics', (group) => {
  let posthog: Awaited<ReturnType<typeof fakePostHog>>
  const saved = { ...analyticsSettings }

  group.each.setup(async () => {
    posthog = await fakePostHog()
    analyticsSettings.key = 'phc_test_key'
    analyticsSettings.host = posthog.host
    return async () => {
      Object.assign(analyticsSettings, saved)
      await posthog.close()
    }
  })

  test('nothing loads before a choice; after "Necessary only" nothing loads and the choice is remembered', async ({
    browser,
    assert,
  }) => {
    const { context, page } = await openHome(browser)
    const region = banner(page)
    await region.waitFor()
    await settle(page)
    assert.deepEqual(posthog.requests, [], 'nothing before consent')

    await region.getByRole('button', { name: 'Necessary only' }).click()
    await region.waitFor({ state: 'hidden' })
    await settle(page)
    assert.deepEqual(posthog.requests, [], 'nothing after refusal')

    const cookies = await context.cookies()
    const cookie = cookies.find((item) => item.name === 'cookie_consent')!
    assert.exists(cookie)
    assert.isFalse(cookie.httpOnly)
    assert.equal(cookie.sameSite, 'Lax')
    assert.deepInclude(JSON.parse(decodeURIComponent(cookie.value)), {
      analytics: false,
      recording: false,
    })
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000
    assert.isAbove(days, 364.9)
    assert.isBelow(days, 365.1)

    await page.reload()
    await waitForSettled(page)
    await settle(page)
    assert.isFalse(await region.isVisible(), 'remembered')
    assert.deepEqual(posthog.requests, [])
    await context.close()
  })

  test('"Accept all" loads the client from the configured host with the key, now and on the next visit', async ({
    browser,
    assert,
  }) => {
    const { context, page } = await openHome(browser)
    await settle(page)
    assert.deepEqual(posthog.requests, [])
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await page.waitForFunction(() => (window as any).__fakePostHogLoaded === true)
    assert.deepEqual(posthog.requests, ['/static/array.js'])
    assert.equal(await page.evaluate(() => (window as any).posthog._i[0][0]), 'phc_test_key')

    await page.reload()
    await page.waitForFunction(() => (window as any).__fakePostHogLoaded === true)
    assert.isFalse(await banner(page).isVisible())
    assert.deepEqual(posthog.requests, ['/static/array.js', '/static/array.js'])
    await context.close()
  })

  test('unconfigured, accepting loads nothing', async ({ browser, assert }) => {
    analyticsSettings.key = null
    analyticsSettings.host = null
    const { context, page } = await openHome(browser)
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await page.reload()
    await waitForSettled(page)
    await settle(page)
    assert.deepEqual(posthog.requests, [])
    assert.isUndefined(await page.evaluate(() => (window as any).posthog))
    await context.close()
  })

  test('by keyboard: choose session recording only, then reopen the settings and take it back', async ({
    browser,
    assert,
  }) => {
    const { context, page } = await openHome(browser)
    const region = banner(page)
    await region.getByRole('button', { name: 'Choose cookies' }).focus()
    await page.keyboard.press('Enter')
    const analytics = region.getByRole('checkbox', { name: /Analytics/ })
    assert.isTrue(await getsFocus(analytics))
    assert.isTrue(await region.getByRole('checkbox', { name: /Necessary/ }).isDisabled())
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await region.getByRole('checkbox', { name: /Visit recording/, checked: true }).waitFor()
    assert.isFalse(await analytics.isChecked())
    assert.deepEqual(await accessibilityViolations(page), [], 'choices open')
    await region.getByRole('button', { name: 'Save my choice' }).focus()
    await page.keyboard.press('Enter')
    await region.waitFor({ state: 'hidden' })
    await page.waitForFunction(() => (window as any).__fakePostHogLoaded === true)
    assert.deepInclude(await page.evaluate(() => (window as any).posthog._i[0][1]), {
      disable_session_recording: false,
      autocapture: false,
    })

    // Any link to #cookie-settings (footer, cookie policy) reopens it, focus inside.
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '#cookie-settings'
      link.textContent = 'Cookie settings'
      link.id = 'reopen'
      document.querySelector('footer')!.append(link)
    })
    await page.locator('#reopen').focus()
    await page.keyboard.press('Enter')
    await region.waitFor()
    assert.isTrue(
      await getsFocus(region.getByRole('heading', { name: 'Cookies on Mentorship Hub' }))
    )
    assert.isTrue(await region.getByRole('checkbox', { name: /Visit recording/ }).isChecked())
    await region.getByRole('button', { name: 'Necessary only' }).click()
    await region.waitFor({ state: 'hidden' })
    assert.isTrue(await getsFocus(page.locator('#reopen')))
    const cookies = await context.cookies()
    const cookie = cookies.find((item) => item.name === 'cookie_consent')!
    assert.deepInclude(JSON.parse(decodeURIComponent(cookie.value)), {
      analytics: false,
      recording: false,
    })
    await context.close()
  })

  test('by keyboard, the banner comes right after the skip link; a choice gives the focus back there', async ({
    browser,
    assert,
  }) => {
    const { context, page } = await openHome(browser)
    const region = banner(page)
    await region.waitFor()
    /** Presses `key`; what has the focus then. */
    const press = async (key: string) => {
      await page.keyboard.press(key)
      return page.evaluate(() => {
        const element = document.activeElement!
        return {
          text: (element.textContent ?? '').trim(),
          inBanner: !!element.closest('section[aria-labelledby]'),
          inHeader: !!element.closest('header'),
        }
      })
    }
    const skip = await press('Tab')
    assert.equal(skip.text, 'Skip to content')
    const stops: string[] = []
    for (let presses = 0; presses < 4; presses++) {
      const focus = await press('Tab')
      assert.isTrue(focus.inBanner, `Tab ${presses + 2} is in the banner, not on "${focus.text}"`)
      stops.push(focus.text)
    }
    assert.deepEqual(stops, ['cookie policy', 'Choose cookies', 'Necessary only', 'Accept all'])

    await press('Shift+Tab')
    await page.keyboard.press('Enter')
    await region.waitFor({ state: 'hidden' })
    assert.isTrue(
      await getsFocus(page.getByRole('link', { name: 'Skip to content' })),
      'back where the keyboard came from'
    )
    const next = await press('Tab')
    assert.isTrue(next.inHeader, 'then on to the header')
    await context.close()
  })

  test('in Italian, readable and accessible at {$self}')
    .with(['360 px', 'desktop'])
    .run(async ({ browser, assert }, size) => {
      const { context, page } = await openHome(browser, {
        viewport: size === '360 px' ? MOBILE : DESKTOP,
        extraHTTPHeaders: { 'Accept-Language': 'it' },
      })
      const region = banner(page, 'Cookie su Mentorship Hub')
      await region.waitFor()
      for (const name of ['Accetta tutti', 'Solo necessari', 'Scegli i cookie']) {
        assert.isTrue(await region.getByRole('button', { name }).isVisible(), name)
      }
      assert.isTrue(await region.getByRole('link', { name: 'cookie policy' }).isVisible())
      assert.deepEqual(await accessibilityViolations(page), [])
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      assert.isAtMost(width, size === '360 px' ? MOBILE.width : DESKTOP.width)
      await region.getByRole('button', { name: 'Scegli i cookie' }).click()
      assert.isTrue(await region.getByRole('checkbox', { name: /Statistiche/ }).isVisible())
      assert.deepEqual(await accessibilityViolations(page), [])
      await context.close()
    })
})
