/// <reference lib="dom" />
import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import testUtils from '@adonisjs/core/services/test_utils'
import { givenUser } from '#tests/helpers/users'
import { needsViteDevServer } from '#tests/helpers/assets'
import { endAllSessions } from '#accounts/services/session_versions'
import { BUILD_VERSION_PATH } from '#business/app'
import { waitForSettled } from '#tests/helpers/hydration'

/**
 * Makes the first `times` requests to `pathname` fail with `status` and the spec's error body, at
 * the network (the page's client and the server are the real ones); later requests reach the
 * server.
 */
async function failFirst(
  page: Page,
  pathname: string,
  status: number,
  body: { message: string; errorCode: string },
  times = 1
) {
  let failed = 0
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (failed++ >= times) return route.continue()
      await route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ ...body, requestId: null }),
      })
    }
  )
}

const EXPIRED = { message: 'Unauthorized', errorCode: 'UNAUTHORIZED' }

const API_MODULE = '/inertia/lib/api.ts'

/**
 * Holds the page's own background API reads (a read inside a live session is
 * given a fresh token cookie) until the returned release is called, so that
 * a write under test meets the missing token. `except` is the call under test.
 */
async function holdBackgroundReads(page: Page, except: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.startsWith('/api/') && url.pathname !== except,
    async (route) => {
      await held
      await route.continue().catch(() => {})
    }
  )
  return release
}

/**
 * Opens `path` and waits until the page is quiet and its first build-version
 * check (a background read, a second after the page starts, which renews the
 * token cookie) is answered, so that it cannot land after the test's changes.
 */
async function openSettled(
  browserContext: BrowserContext,
  visit: (path: string) => Promise<Page>,
  path: string
) {
  const buildChecked = browserContext.waitForEvent('response', (response) =>
    response.url().endsWith(BUILD_VERSION_PATH)
  )
  const page = await visit(path)
  await waitForSettled(page)
  await buildChecked
  return page
}

test.group('API client | retries, shared refresh, session expiry', (group) => {
  // The page imports the client module by its source path.
  group.setup(() => needsViteDevServer())
  group.each.setup(() => testUtils.db().truncate())

  test('a server error is retried once after 500 ms', async ({ visit, assert }) => {
    const page = await visit('/')
    await waitForSettled(page)
    await failFirst(page, '/api/mentors', 500, { message: 'x', errorCode: 'UNKNOWN_ERROR' })
    const stamps: number[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/mentors') stamps.push(Date.now())
    })
    const result = await page.evaluate(async (url) => {
      const { api } = await import(/* @vite-ignore */ url)
      return api('mentoring.api.mentors').then((answer: { data: unknown }) =>
        Array.isArray(answer.data)
      )
    }, API_MODULE)
    assert.isTrue(result)
    assert.lengthOf(stamps, 2)
    assert.isAtLeast(stamps[1] - stamps[0], 450)
  })

  test('a refused POST is not sent twice, except when the server was unavailable', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const user = await givenUser()
    await browserContext.loginAs(user)
    const page = await visit('/dashboard')
    await waitForSettled(page)
    const PATH = '/api/referral/generate-code'
    await failFirst(page, PATH, 500, { message: 'x', errorCode: 'UNKNOWN_ERROR' })
    let sent = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === PATH) sent++
    })
    const first = await page.evaluate(async (url) => {
      const { api } = await import(/* @vite-ignore */ url)
      return api('referrals.api.generateCode', { silent: true }).then(
        () => 'answered',
        (error: { status: number }) => error.status
      )
    }, API_MODULE)
    assert.equal(first, 500)
    assert.equal(sent, 1)

    await page.unrouteAll()
    await failFirst(page, PATH, 503, { message: 'x', errorCode: 'SERVICE_UNAVAILABLE' })
    const second = await page.evaluate(async (url) => {
      const { api } = await import(/* @vite-ignore */ url)
      return api('referrals.api.generateCode', { silent: true }).then(
        (answer: { referralLink?: string }) => Boolean(answer.referralLink),
        (error: { status: number }) => error.status
      )
    }, API_MODULE)
    assert.isTrue(second)
    assert.equal(sent, 3)
  })

  test('concurrent 401s share one refresh, then every call is retried', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const user = await givenUser()
    await browserContext.loginAs(user)
    const page = await visit('/')
    await waitForSettled(page)
    for (const path of ['/api/saved-mentors', '/api/referral', '/api/billing/subscription']) {
      await failFirst(page, path, 401, EXPIRED)
    }
    let refreshes = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/token/refresh')) refreshes++
    })
    const results = await page.evaluate(async (url) => {
      const { api } = await import(/* @vite-ignore */ url)
      const answers = await Promise.all([
        api('mentoring.api.saved.index'),
        api('referrals.api.show'),
        api('billing.api.subscription.show'),
      ])
      return answers.map((answer) => typeof answer)
    }, API_MODULE)
    assert.deepEqual(results, ['object', 'object', 'object'])
    assert.equal(refreshes, 1)
  })

  test('when the refresh fails: "Session expired" and login with the full path', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/mentors?skills=pricing#top')
    await waitForSettled(page)
    await failFirst(page, '/api/mentors', 401, EXPIRED)
    await page.evaluate(async (url) => {
      const { api } = await import(/* @vite-ignore */ url)
      api('mentoring.api.mentors').catch(() => {})
    }, API_MODULE)
    await page.waitForURL(/\/login\?/)
    const target = new URL(page.url())
    assert.equal(target.searchParams.get('returnTo'), '/mentors?skills=pricing#top')
    assert.equal(target.searchParams.get('reason'), 'expired')
  })

  test('a signed-in tab whose token cookie is gone still writes: the refused write is sent again after 500 ms', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const user = await givenUser()
    await browserContext.loginAs(user)
    const page = await openSettled(browserContext, visit, '/dashboard')
    const releaseReads = await holdBackgroundReads(page, '/api/referral/generate-code')
    // What a browser does with a token cookie past its lifetime: forgets it.
    await browserContext.clearCookies({ name: 'XSRF-TOKEN' })
    const stamps: number[] = []
    const statuses: number[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('/api/referral/generate-code')) {
        stamps.push(Date.now())
        statuses.push(response.status())
      }
    })
    const result = await page.evaluate(async (url) => {
      const { api } = await import(/* @vite-ignore */ url)
      return api('referrals.api.generateCode').then(
        (body: { referralLink?: string }) => Boolean(body.referralLink),
        (error: { errorCode: string }) => error.errorCode
      )
    }, API_MODULE)
    releaseReads()
    assert.isTrue(result)
    assert.deepEqual(statuses, [419, 200])
    assert.isAtLeast(stamps[1] - stamps[0], 450)
    assert.equal(new URL(page.url()).pathname, '/dashboard')
  })

  for (const silent of [false, true]) {
    test(`a write after the session really ended goes to login with the path${silent ? ', silently too' : ' and says so'}`, async ({
      visit,
      browserContext,
      assert,
    }) => {
      const user = await givenUser()
      await browserContext.loginAs(user)
      const page = await visit('/settings/referrals?page=2')
      await waitForSettled(page)
      // The server ends the session (as expiry does): the browser still holds its cookies.
      await endAllSessions(user)
      await page.evaluate(
        async ({ url, quiet }) => {
          const { api } = await import(/* @vite-ignore */ url)
          api('referrals.api.generateCode', { silent: quiet }).catch(() => {})
        },
        { url: API_MODULE, quiet: silent }
      )
      await page.waitForURL(/\/login\?/)
      const target = new URL(page.url())
      assert.equal(target.searchParams.get('returnTo'), '/settings/referrals?page=2')
      assert.equal(target.searchParams.get('reason'), 'expired')
    })
  }

  test("a background check's expired session is its own error: the page stays", async ({
    visit,
    assert,
  }) => {
    const page = await visit('/mentors?skills=pricing')
    await waitForSettled(page)
    await failFirst(page, '/api/mentors', 401, EXPIRED)
    const outcome = await page.evaluate(async (url) => {
      const { api } = await import(/* @vite-ignore */ url)
      return api('mentoring.api.mentors', { silent: true, background: true }).then(
        () => 'answered',
        (error: { errorCode: string }) => error.errorCode
      )
    }, API_MODULE)
    assert.equal(outcome, 'SESSION_EXPIRED')
    await page.waitForTimeout(300)
    assert.equal(new URL(page.url()).pathname, '/mentors')
  })

  test('errors carry the spec code and show the spec notification', async ({ visit, assert }) => {
    const page = await visit('/')
    await waitForSettled(page)
    await failFirst(page, '/api/mentors', 429, {
      message: 'Rate limit exceeded',
      errorCode: 'RATE_LIMIT_EXCEEDED',
    })
    const code = await page.evaluate(async (url) => {
      const { api } = await import(/* @vite-ignore */ url)
      try {
        await api('mentoring.api.mentors')
        return null
      } catch (error: any) {
        return error.errorCode
      }
    }, API_MODULE)
    assert.equal(code, 'RATE_LIMIT_EXCEEDED')
    const toast = page
      .getByRole('region', { name: 'Notifications (F8)' })
      .locator('li', { hasText: 'Rate limit exceeded' })
    await toast.waitFor()
    assert.include(await toast.innerText(), 'Please try again later.')
  })
})

const FORM_PATH = '/settings/account/notifications'

/** A member on the notification preferences, with the "Product news" choice they hold. */
async function signedInOnTheForm(
  browserContext: BrowserContext,
  visit: (path: string) => Promise<Page>
) {
  const user = await givenUser()
  await user.refresh()
  const before = user.emailProductNews
  await browserContext.loginAs(user)
  const page = await openSettled(browserContext, visit, FORM_PATH)
  return { user, before, page }
}

test.group(
  'Page forms | a refused token is sent again once, an ended session goes to login',
  (group) => {
    group.each.setup(() => testUtils.db().truncate())

    test('a signed-in tab whose token cookie is gone still saves a form: sent again after 500 ms', async ({
      visit,
      browserContext,
      assert,
    }) => {
      const { user, before, page } = await signedInOnTheForm(browserContext, visit)
      const releaseReads = await holdBackgroundReads(page, FORM_PATH)
      await browserContext.clearCookies({ name: 'XSRF-TOKEN' })
      const stamps: number[] = []
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().endsWith(FORM_PATH)) stamps.push(Date.now())
      })
      await page.getByRole('switch', { name: 'Product news' }).click()
      await page.getByRole('button', { name: 'Save preferences' }).click()
      await page.getByText('Preferences saved').first().waitFor()
      releaseReads()
      assert.lengthOf(stamps, 2)
      assert.isAtLeast(stamps[1] - stamps[0], 450)
      await user.refresh()
      assert.equal(user.emailProductNews, !before)
      assert.equal(new URL(page.url()).pathname, FORM_PATH)
    })

    test('a form sent after the session ended leads to login with the page to come back to', async ({
      visit,
      browserContext,
      assert,
    }) => {
      const { user, before, page } = await signedInOnTheForm(browserContext, visit)
      await endAllSessions(user)
      await page.getByRole('switch', { name: 'Product news' }).click()
      await page.getByRole('button', { name: 'Save preferences' }).click()
      await page.waitForURL(/\/login/)
      const target = new URL(page.url())
      assert.equal(target.searchParams.get('returnTo'), FORM_PATH)
      await user.refresh()
      assert.equal(user.emailProductNews, before)
    })
  }
)
