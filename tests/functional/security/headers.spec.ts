import { test } from '@japa/runner'
import { analyticsSettings } from '#config/analytics'
import { givenUser } from '#tests/helpers/users'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'
import { Visitor, type VisitorResponse } from '#tests/helpers/visitor'
import { sessionRenewalMs } from '#config/session'
import { pageFrom } from '#tests/helpers/inertia'
import { givenReferrer } from '../referrals/helpers.js'

/**
 * Security headers and cookies on real responses (over HTTP, as a browser
 * gets them). Production-only facts (HSTS, Secure cookies) are probed on the
 * production build in .ci/run.
 */

const PASSWORD = 'a-long-test-password-2026'

/** The policy's directives, by name. */
function policyOf(response: VisitorResponse) {
  const header = response.header('content-security-policy')
  if (!header) throw new Error('no Content-Security-Policy header')
  const directives = new Map<string, string[]>()
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), values)
  }
  return directives
}

/** The nonce the policy allows scripts with. */
function nonceOf(response: VisitorResponse) {
  const scriptSrc = policyOf(response).get('script-src') ?? []
  const nonces = scriptSrc.filter((value) => value.startsWith(`'nonce-`))
  if (nonces.length !== 1) throw new Error(`expected one nonce, got ${scriptSrc.join(' ')}`)
  return nonces[0].slice(`'nonce-`.length, -1)
}

/** The <script> elements a browser would run (JSON data blocks are not scripts). */
function executableScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .map(([, attributes, content]) => ({ attributes, content }))
    .filter(({ attributes }) => !/\btype="application\/(ld\+)?json"/i.test(attributes))
}

function attribute(attributes: string, name: string) {
  return attributes.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1]
}

function assertStrictPolicy(assert: any, response: VisitorResponse) {
  assert.notMatch(response.header('content-security-policy')!, /\s;|\s\s|\s$/, 'no stray blanks')
  const policy = policyOf(response)
  const scriptSrc = policy.get('script-src')!
  assert.exists(scriptSrc, 'script-src')
  assert.include(scriptSrc, `'self'`)
  assert.notInclude(scriptSrc, `'unsafe-inline'`)
  assert.notInclude(scriptSrc, `'unsafe-eval'`)
  assert.notInclude(scriptSrc, '*')
  assert.notInclude(scriptSrc, 'http:')
  assert.notInclude(scriptSrc, 'https:')
  assert.deepEqual(policy.get('default-src'), [`'self'`])
  assert.deepEqual(policy.get('frame-ancestors'), [`'none'`])
  assert.deepEqual(policy.get('object-src'), [`'none'`])
  assert.deepEqual(policy.get('base-uri'), [`'self'`])
  assert.deepEqual(policy.get('form-action'), [`'self'`])
  assert.deepEqual(policy.get('script-src-attr'), [`'none'`])
}

function assertOtherHeaders(assert: any, response: VisitorResponse) {
  assert.equal(response.header('x-content-type-options'), 'nosniff')
  assert.equal(response.header('x-frame-options'), 'DENY')
  assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin')
  assert.match(response.header('permissions-policy') ?? '', /camera=\(\)/)
  // Plain HTTP outside production: no HSTS (the production build sends it, see .ci/run).
  assert.isUndefined(response.header('strict-transport-security'))
}

/** Every script of a page carries the policy's nonce; returns it. */
function assertNoncedPage(assert: any, response: VisitorResponse) {
  assertStrictPolicy(assert, response)
  assertOtherHeaders(assert, response)
  const nonce = nonceOf(response)
  assert.match(nonce, /^[\w-]{16,}$/)
  const scripts = executableScripts(response.text())
  assert.isAbove(scripts.length, 0, 'the page has scripts')
  for (const script of scripts) {
    assert.equal(attribute(script.attributes, 'nonce'), nonce, `<script${script.attributes}>`)
  }
  return nonce
}

function cookieLine(response: VisitorResponse, name: string) {
  const line = response.setCookies().find((item) => item.startsWith(`${name}=`))
  if (!line) throw new Error(`no ${name} cookie in ${response.setCookies().join(' | ')}`)
  return line
}

const flags = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase())

test.group('Security | headers on real responses', () => {
  test('a page: nonce-based CSP, the nonce on every script, a new nonce per request', async ({
    assert,
  }) => {
    const first = await new Visitor().get('/')
    first.assertStatus(200)
    const second = await new Visitor().get('/mentors')
    second.assertStatus(200)
    const again = await new Visitor().get('/')

    const nonces = [first, second, again].map((response) => assertNoncedPage(assert, response))
    assert.equal(new Set(nonces).size, 3, 'every response has its own nonce')
  })

  test('the 404 page of an unknown path has the same policy and nonced scripts', async ({
    assert,
  }) => {
    const response = await new Visitor().get('/no-such-page-anywhere')
    response.assertStatus(404)
    assertNoncedPage(assert, response)
  })

  test('a signed-in page: the nonced policy too', async ({ assert }) => {
    await clearAuthRateLimits()
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
    await visitor.submit('/login', { email: user.email, password: PASSWORD })
    const response = await visitor.get('/dashboard')
    response.assertStatus(200)
    assertNoncedPage(assert, response)
  })

  test('an API read and an API error carry the headers too', async ({ assert }) => {
    const read = await new Visitor().call('GET', '/api/mentors')
    read.assertStatus(200)
    assert.match(read.header('content-type') ?? '', /application\/json/)
    assertStrictPolicy(assert, read)
    assertOtherHeaders(assert, read)

    const error = await new Visitor().call('GET', '/api/auth/me')
    error.assertStatus(401)
    assert.equal(error.body().errorCode, 'UNAUTHORIZED')
    assertStrictPolicy(assert, error)
    assertOtherHeaders(assert, error)
  })

  test('the admin console (a static index.html) is served with the policy, and has no inline script', async ({
    assert,
  }) => {
    await clearAuthRateLimits()
    const admin = await givenUser({ role: 'ADMIN' })
    const visitor = await Visitor.opening('/login')
    await visitor.submit('/login', { email: admin.email, password: PASSWORD })
    const response = await visitor.get('/admin')
    // 200 with the built console; 503 and a notice when admin-ui/dist was not built.
    assert.oneOf(response.status(), [200, 503])
    assert.match(response.header('content-type') ?? '', /text\/html/)
    assertStrictPolicy(assert, response)
    assertOtherHeaders(assert, response)
    for (const script of executableScripts(response.text())) {
      assert.match(attribute(script.attributes, 'src') ?? '', /^\/admin\/assets\//)
      assert.equal(script.content.trim(), '', 'no inline script')
    }
  })

  test('the analytics host is allowed only while analytics is configured', async ({ assert }) => {
    const saved = { ...analyticsSettings }
    try {
      analyticsSettings.key = null
      analyticsSettings.host = null
      const off = policyOf(await new Visitor().get('/'))
      assert.notInclude(off.get('script-src'), 'https://analytics.example.test')

      analyticsSettings.key = 'phc_test_key'
      analyticsSettings.host = 'https://analytics.example.test/'
      const response = await new Visitor().get('/')
      const on = policyOf(response)
      assert.include(on.get('script-src'), 'https://analytics.example.test')
      assert.include(on.get('connect-src'), 'https://analytics.example.test')
      assertStrictPolicy(assert, response)
    } finally {
      Object.assign(analyticsSettings, saved)
    }
  })

  test("PostHog Cloud's assets host, where its scripts come from, is allowed beside its API host", async ({
    assert,
  }) => {
    const saved = { ...analyticsSettings }
    /** The policy's analytics sources and the host the page tells the client to load from. */
    async function analyticsOf() {
      const response = await new Visitor().get('/')
      assertStrictPolicy(assert, response)
      const policy = policyOf(response)
      const external = (name: string) =>
        (policy.get(name) ?? []).filter((value) => value.startsWith('https://'))
      const config = pageFrom(response.text()).props.analytics as { assetsHost: string }
      return {
        scripts: external('script-src'),
        connect: external('connect-src'),
        loadsFrom: config.assetsHost,
      }
    }
    try {
      analyticsSettings.key = 'phc_test_key'
      analyticsSettings.assetsHost = null

      analyticsSettings.host = 'https://eu.i.posthog.com'
      const cloud = ['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com']
      assert.deepEqual(await analyticsOf(), {
        scripts: cloud,
        connect: cloud,
        loadsFrom: 'https://eu-assets.i.posthog.com',
      })

      // Self-hosted or behind the site's own proxy: one host serves both.
      analyticsSettings.host = 'https://ph.example.test/'
      assert.deepEqual(await analyticsOf(), {
        scripts: ['https://ph.example.test'],
        connect: ['https://ph.example.test'],
        loadsFrom: 'https://ph.example.test',
      })

      // ANALYTICS_ASSETS_HOST names it.
      analyticsSettings.assetsHost = 'https://cdn.example.test/'
      const named = ['https://ph.example.test', 'https://cdn.example.test']
      assert.deepEqual(await analyticsOf(), {
        scripts: named,
        connect: named,
        loadsFrom: 'https://cdn.example.test',
      })
    } finally {
      Object.assign(analyticsSettings, saved)
    }
  })
})

test.group('Security | cookies', (group) => {
  group.each.setup(() => clearAuthRateLimits())

  test('sign-in: session and remember-me cookies are HttpOnly and SameSite=Lax; XSRF-TOKEN is readable', async ({
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
    const response = await visitor.submit('/login', {
      email: user.email,
      password: PASSWORD,
      remember: true,
    })
    response.assertStatus(302)

    const names = response.setCookies().map((line) => line.slice(0, line.indexOf('=')))
    for (const name of ['mm-session', 'remember_web', 'mm-had-session', 'XSRF-TOKEN']) {
      assert.include(names, name)
    }
    for (const line of response.setCookies()) {
      const name = line.slice(0, line.indexOf('='))
      assert.include(flags(line), 'samesite=lax', line)
      // Plain HTTP outside production: Secure is a production fact (.ci/run).
      assert.notInclude(flags(line), 'secure', line)
      if (name === 'XSRF-TOKEN') {
        // The page's script sends it back as X-XSRF-TOKEN.
        assert.notInclude(flags(line), 'httponly', line)
      } else {
        assert.include(flags(line), 'httponly', line)
      }
    }
  })

  test('a visitor gets a session cookie only once the session holds something', async ({
    assert,
  }) => {
    const names = (response: VisitorResponse) =>
      response.setCookies().map((line) => line.slice(0, line.indexOf('=')))
    const visitor = new Visitor()
    // A JSON read issues no CSRF token and stores nothing: no cookie at all.
    const read = await visitor.call('GET', '/api/mentors?limit=1')
    read.assertStatus(200)
    assert.deepEqual(names(read), [])
    // A page issues the CSRF token the page's writes send back: session and XSRF-TOKEN.
    const page = await visitor.get('/login')
    page.assertStatus(200)
    assert.includeMembers(names(page), ['mm-session', 'XSRF-TOKEN'])
    // With its session, a read that changes nothing renews the CSRF token's cookie (a page
    // that only reads keeps writing for as long as its session lasts), not the session's
    // until its renewal is due.
    const again = await visitor.call('GET', '/api/mentors?limit=1')
    again.assertStatus(200)
    assert.deepEqual(names(again), ['XSRF-TOKEN'])
  })

  test('a session that nothing changed is renewed once per renewal interval, and keeps what it holds', async ({
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
    const signedIn = await visitor.submit('/login', { email: user.email, password: PASSWORD })
    signedIn.assertStatus(302)
    const sessionCookie = (response: VisitorResponse) =>
      response.setCookies().find((line) => line.startsWith('mm-session='))
    // A signed-in member's own data: 401 once the session is lost.
    const me = () => visitor.call('GET', '/api/sessions')
    const first = await me()
    first.assertStatus(200)
    assert.isUndefined(sessionCookie(first), 'renewed by the sign-in just now')

    const realNow = Date.now
    try {
      Date.now = () => realNow() + sessionRenewalMs! + 1000
      const due = await me()
      due.assertStatus(200)
      assert.match(sessionCookie(due) ?? '', /max-age=\d+/i, 'renewed with a new expiry')
      const after = await me()
      after.assertStatus(200)
      assert.isUndefined(sessionCookie(after), 'renewed once')
    } finally {
      Date.now = realNow
    }
  })

  test('the locale cookie is HttpOnly and SameSite=Lax', async ({ assert }) => {
    const visitor = await Visitor.opening('/pricing')
    const response = await visitor.submit('/locale', { locale: 'it' }, '/pricing')
    response.assertStatus(302)
    const line = cookieLine(response, 'locale')
    assert.include(flags(line), 'httponly')
    assert.include(flags(line), 'samesite=lax')
  })

  test('the referral cookie is SameSite=Lax (read by the page script, so not HttpOnly)', async ({
    assert,
  }) => {
    const { code } = await givenReferrer()
    const response = await new Visitor().get(`/r/${code}`)
    response.assertStatus(200)
    const line = cookieLine(response, 'referralCode')
    assert.include(flags(line), 'samesite=lax')
    assert.notInclude(flags(line), 'httponly')
  })
})
