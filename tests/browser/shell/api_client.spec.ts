/// <reference lib="dom" />
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import { givenUser } from '#tests/helpers/users'

/**
 * Test-only endpoints that fail once, per key, then succeed.
 */
const calls = new Map<string, number>()
function nth(key: string) {
  const count = (calls.get(key) ?? 0) + 1
  calls.set(key, count)
  return count
}

router
  .group(() => {
    router.get('/expiring/:key', ({ params, response }) => {
      if (nth(params.key) === 1) {
        return response
          .status(401)
          .send({ message: 'Unauthorized', errorCode: 'UNAUTHORIZED', requestId: null })
      }
      return { ok: true, key: params.key }
    })
    router.get('/unstable/:key', ({ params, response }) => {
      if (nth(params.key) === 1) {
        return response.status(500).send({ message: 'x', errorCode: 'UNKNOWN_ERROR' })
      }
      return { ok: true }
    })
    router.get('/rate-limited', ({ response }) =>
      response.status(429).send({
        message: 'Rate limit exceeded',
        errorCode: 'RATE_LIMIT_EXCEEDED',
        requestId: null,
      })
    )
  })
  .prefix('/api/__test__')

const API_MODULE = '/inertia/lib/api.ts'

test.group('API client | retries, shared refresh, session expiry', (group) => {
  group.each.setup(() => testUtils.db().truncate())

  test('a server error is retried once after 500 ms', async ({ visit, assert }) => {
    const page = await visit('/')
    await page.waitForLoadState('networkidle')
    const stamps: number[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/__test__/unstable/')) stamps.push(Date.now())
    })
    const result = await page.evaluate(async (url) => {
      const { api } = await import(/* @vite-ignore */ url)
      return api('/api/__test__/unstable/retry-1')
    }, API_MODULE)
    assert.deepEqual(result, { ok: true })
    assert.lengthOf(stamps, 2)
    assert.isAtLeast(stamps[1] - stamps[0], 450)
  })

  test('concurrent 401s share one refresh, then every call is retried', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const user = await givenUser()
    await browserContext.loginAs(user)
    const page = await visit('/')
    await page.waitForLoadState('networkidle')
    let refreshes = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/token/refresh')) refreshes++
    })
    const results = await page.evaluate(async (url) => {
      const { api } = await import(/* @vite-ignore */ url)
      return Promise.all([
        api('/api/__test__/expiring/a'),
        api('/api/__test__/expiring/b'),
        api('/api/__test__/expiring/c'),
      ])
    }, API_MODULE)
    assert.deepEqual(
      results.map((result: any) => result.key),
      ['a', 'b', 'c']
    )
    assert.equal(refreshes, 1)
  })

  test('when the refresh fails: "Session expired" and login with the full path', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/mentors?skills=pricing#top')
    await page.waitForLoadState('networkidle')
    await page.evaluate(async (url) => {
      const { api } = await import(/* @vite-ignore */ url)
      api('/api/__test__/expiring/expired-1').catch(() => {})
    }, API_MODULE)
    await page.waitForURL(/\/login\?/)
    const target = new URL(page.url())
    assert.equal(target.searchParams.get('returnTo'), '/mentors?skills=pricing#top')
    assert.equal(target.searchParams.get('reason'), 'expired')
  })

  test("a background check's expired session is its own error: the page stays", async ({
    visit,
    assert,
  }) => {
    const page = await visit('/mentors?skills=pricing')
    await page.waitForLoadState('networkidle')
    const outcome = await page.evaluate(async (url) => {
      const { api } = await import(/* @vite-ignore */ url)
      return api('/api/__test__/expiring/background-1', { silent: true, background: true }).then(
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
    await page.waitForLoadState('networkidle')
    const code = await page.evaluate(async (url) => {
      const { api } = await import(/* @vite-ignore */ url)
      try {
        await api('/api/__test__/rate-limited')
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
