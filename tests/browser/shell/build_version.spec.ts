/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import { BUILD_CHECK } from '#business/app'
import { testUrl } from '#tests/helpers/url'
import { visit } from '#tests/helpers/pages'
import { pageChunk } from '#tests/helpers/assets'
import { accessibilityViolations } from '#tests/helpers/axe'
import { waitForHydration, waitForSettled } from '#tests/helpers/hydration'

const DESKTOP = { width: 1280, height: 900 }

/** The full page loads (documents) the page makes, by path. */
function documentsOf(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.resourceType() === 'document') {
      paths.push(new URL(request.url()).pathname)
    }
  })
  return paths
}

/** A marker on `window` survives an Inertia visit and is gone after a full page load. */
const mark = (page: Page) => page.evaluate(() => ((window as any).__sameDocument = true))
const sameDocument = (page: Page) => page.evaluate(() => (window as any).__sameDocument === true)

function mainNavLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .first()
    .getByRole('link', { name, exact: true })
}

async function newPage(context: BrowserContext) {
  // The consent banner is not the subject here.
  await context.addCookies([
    {
      name: 'cookie_consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, recording: false })),
      url: testUrl('/'),
    },
  ])
  return context.newPage()
}

test.group('Shell | build version and failed chunks', () => {
  test('GET /api/build-version answers the version Inertia gives the pages', async ({
    client,
    assert,
  }) => {
    const page = await client.get('/').header('x-inertia', 'true')
    const answer = await client.get('/api/build-version')
    answer.assertStatus(200)
    assert.equal(answer.header('cache-control'), 'no-store')
    assert.equal(answer.body().version, page.body().version)
    assert.isString(answer.body().version)
  })

  test('a new build reloads the next navigation in full, once within the loop guard', async ({
    browser,
    assert,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await newPage(context)
    await page.route('**/api/build-version', (route) =>
      route.fulfill({ json: { version: 'a-newer-build' } })
    )
    const documents = documentsOf(page)
    const firstCheck = page.waitForRequest('**/api/build-version')
    await visit(page, '/')
    await firstCheck
    await page.waitForTimeout(200)

    await mark(page)
    const secondCheck = page.waitForRequest('**/api/build-version')
    await mainNavLink(page, 'Pricing').click()
    await page.waitForURL(/\/pricing$/)
    await waitForSettled(page)
    assert.isFalse(await sameDocument(page), 'a full page load')
    assert.deepEqual(documents, ['/', '/pricing'])

    // The reloaded page still hears of another version, but within 10 s it navigates in place.
    await secondCheck
    await page.waitForTimeout(200)
    await mark(page)
    await mainNavLink(page, 'Find mentors').click()
    await page.waitForURL(/\/mentors/)
    await waitForSettled(page)
    assert.isTrue(await sameDocument(page), 'an Inertia visit: no second forced reload')
    assert.deepEqual(documents, ['/', '/pricing'])
    await context.close()
  })

  test('the same version does not reload; the check repeats hourly', async ({
    browser,
    assert,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await newPage(context)
    await page.clock.install()
    let checks = 0
    await page.route('**/api/build-version', async (route) => {
      checks++
      return route.continue()
    })
    const documents = documentsOf(page)
    await visit(page, '/')
    await page.clock.runFor(BUILD_CHECK.firstCheckDelayMs + 100)
    await page.waitForTimeout(300)
    assert.equal(checks, 1, 'about 1 s after start')
    await page.clock.runFor(BUILD_CHECK.intervalMs)
    await page.waitForTimeout(300)
    assert.equal(checks, 2, 'an hour later')

    await mark(page)
    await mainNavLink(page, 'Pricing').click()
    await page.waitForURL(/\/pricing$/)
    assert.isTrue(await sameDocument(page))
    assert.deepEqual(documents, ['/'])
    await context.close()
  })

  test('a page chunk that fails to load reloads once, not again within 10 s', async ({
    browser,
    assert,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await newPage(context)
    // The page's clock stands still (its timers still run): "within 10 s" holds however long
    // a busy machine takes between the two clicks.
    await page.clock.setFixedTime(new Date())
    await visit(page, '/')
    const documents = documentsOf(page)
    // The pricing page's code is unreachable (as after a deploy removed it).
    await page.route(await pageChunk('billing/pricing'), (route) => route.abort())

    await mainNavLink(page, 'Pricing').click()
    await page.waitForEvent('load')
    await waitForSettled(page)
    assert.deepEqual(documents, ['/'], 'reloaded once')

    await mark(page)
    await mainNavLink(page, 'Pricing').click()
    await page.waitForTimeout(1500)
    assert.isTrue(await sameDocument(page), 'no second reload within 10 s')
    assert.deepEqual(documents, ['/'])
    await context.close()
  })

  test('a page whose texts cannot load says so in its language and offers a reload', async ({
    browser,
    assert,
  }) => {
    for (const [locale, said, reload] of [
      ['it', 'Non è stato possibile caricare del tutto la pagina.', 'Ricarica la pagina'],
      ['en', 'This page could not finish loading.', 'Reload the page'],
    ] as const) {
      const context = await browser.newContext({ viewport: DESKTOP })
      const page = await newPage(context)
      await context.addCookies([{ name: 'locale', value: locale, url: testUrl('/') }])
      // The texts are unreachable: the preload and both of the script's tries fail.
      await page.route('**/i18n/**', (route) => route.abort())
      // The frame's own goto: the page's waits for a start that never comes here.
      await page.mainFrame().goto(testUrl('/pricing'))
      const notice = page.getByRole('alert').filter({ hasText: said })
      await notice.waitFor()
      const link = notice.getByRole('link', { name: reload })
      assert.equal(
        new URL(await link.evaluate((a: HTMLAnchorElement) => a.href)).pathname,
        '/pricing'
      )
      assert.deepEqual(await accessibilityViolations(page), [])

      // Once the texts are back, the link reloads the page and it starts.
      await page.unroute('**/i18n/**')
      await Promise.all([page.waitForEvent('load'), link.click()])
      await waitForHydration(page)
      assert.isFalse(await page.locator('#page-start-failed').isVisible())
      await context.close()
    }
  })
})
