import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#accounts/models/user'
import { RATE_LIMITS } from '#business/accounts'
import { givenUser } from '#tests/helpers/users'
import { ssrBody } from '#tests/helpers/inertia'
import { Visitor } from '#tests/helpers/visitor'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'

const PASSWORD = 'a-long-test-password-2026'

/** A browser that opened /login (so it holds a session and the XSRF cookie). */
async function onLoginPage(locale: 'en' | 'it' = 'en', url = '/login') {
  const visitor = new Visitor(locale)
  await visitor.get(url)
  return visitor
}

test.group('Sign-in | the page and signing in', (group) => {
  group.each.setup(() => clearAuthRateLimits())

  test('the login page renders on the server in English and Italian', async ({
    client,
    assert,
  }) => {
    const en = await client.get('/login')
    en.assertStatus(200)
    const markup = ssrBody(en.text())
    assert.include(markup, 'Welcome back')
    assert.include(markup, 'Forgot your password?')
    assert.match(markup, /<label[^>]*for="email"/)
    assert.lengthOf(markup.match(/<main\b/g) ?? [], 1, 'the layout provides the one <main>')

    const it = await client.get('/login').header('accept-language', 'it')
    assert.include(ssrBody(it.text()), 'Bentornato')
    assert.include(it.text(), '<title')
  })

  test('valid credentials sign in with a new session id and update last_login_at', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await onLoginPage()
    const before = visitor.cookie('mm-session')
    assert.exists(before)

    const response = await visitor.submit('/login', { email: user.email, password: PASSWORD })
    response.assertStatus(302)
    assert.equal(response.header('location'), '/dashboard')
    assert.notEqual(
      visitor.cookie('mm-session'),
      before,
      'the session id is regenerated at sign-in'
    )

    const me = await visitor.call('GET', '/api/auth/me')
    me.assertStatus(200)
    assert.equal(me.body().user.email, user.email)

    await user.refresh()
    assert.isNotNull(user.lastLoginAt)
    assert.isBelow(Math.abs(user.lastLoginAt!.diffNow().as('seconds')), 30)

    // The session id from before sign-in does not carry the signed-in session.
    const stale = new Visitor()
    stale.cookies.set('mm-session', before!)
    const staleMe = await stale.call('GET', '/api/auth/me')
    staleMe.assertStatus(401)
  })

  test('e-mail addresses are matched case-insensitively', async ({ client }) => {
    const user = await givenUser()
    const visitor = await onLoginPage()
    const response = await visitor.submit('/login', {
      email: `  ${user.email.toUpperCase()} `,
      password: PASSWORD,
    })
    response.assertStatus(302)
    response.assertHeader('location', '/dashboard')
  })

  test('a student who has not finished onboarding lands on /onboarding', async ({ client }) => {
    const user = await givenUser({ onboarded: false })
    const visitor = await onLoginPage()
    const response = await visitor.submit('/login', { email: user.email, password: PASSWORD })
    response.assertHeader('location', '/onboarding')
  })

  test('a same-site returnTo is honoured', async ({ client }) => {
    const user = await givenUser()
    const visitor = await onLoginPage('en', '/login?returnTo=%2Fmentors%3Fpage%3D2')
    const response = await visitor.submit('/login', {
      email: user.email,
      password: PASSWORD,
      returnTo: '/mentors?page=2',
    })
    response.assertHeader('location', '/mentors?page=2')
  })

  test('returnTo leading off-site is ignored (no open redirect)', async ({ assert }) => {
    const user = await givenUser()
    for (const evil of [
      '//evil.com',
      'https://evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      ' //evil.com',
      '/\n/evil.com',
      '///evil.com',
      'javascript:alert(1)',
    ]) {
      await clearAuthRateLimits()
      const visitor = await onLoginPage('en', `/login?returnTo=${encodeURIComponent(evil)}`)
      const page = await visitor.page(`/login?returnTo=${encodeURIComponent(evil)}`)
      assert.isNull(page.props.returnTo, evil)
      const response = await visitor.submit('/login', {
        email: user.email,
        password: PASSWORD,
        returnTo: evil,
      })
      response.assertStatus(302)
      assert.equal(response.header('location'), '/dashboard', evil)
    }
  })

  test('wrong credentials get one generic message, in English and Italian', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    for (const [locale, message] of [
      ['en', 'Invalid e-mail or password'],
      ['it', 'E-mail o password non validi'],
    ] as const) {
      const visitor = await onLoginPage(locale)
      const wrongPassword = await visitor.submit('/login', {
        email: user.email,
        password: 'not-the-password-1',
      })
      wrongPassword.assertStatus(302)
      const page = await visitor.follow(wrongPassword)
      assert.equal(page.component, 'accounts/login')
      assert.equal(page.props.errors.form, message)
      assert.notProperty(page.props.errors, 'password')

      const unknown = await visitor.submit('/login', {
        email: 'nobody@example.test',
        password: 'whatever-it-is-1',
      })
      const unknownPage = await visitor.follow(unknown)
      assert.equal(unknownPage.props.errors.form, message)
    }
    const guest = await onLoginPage()
    const api = await guest.call('POST', '/api/auth/login', {
      email: user.email,
      password: 'not-the-password-1',
    })
    api.assertStatus(401)
    assert.equal(api.body().errorCode, 'UNAUTHORIZED')
    assert.equal(api.body().message, 'Invalid e-mail or password')
  })

  test('empty fields are reported per field in both languages', async ({ client, assert }) => {
    const en = await onLoginPage()
    const enPage = await en.follow(await en.submit('/login', { email: '', password: '' }))
    assert.equal(enPage.props.errors.email, 'Email required')
    assert.equal(enPage.props.errors.password, 'Password is required')

    const it = await onLoginPage('it')
    const itPage = await it.follow(
      await it.submit('/login', { email: 'not-an-email', password: '' })
    )
    assert.equal(itPage.props.errors.email, 'Inserisci un indirizzo e-mail valido')
    assert.equal(itPage.props.errors.password, 'Il campo Password è obbligatorio')
  })

  test('a suspended account cannot sign in and is told why', async ({ client, assert }) => {
    const user = await givenUser({ status: 'suspended' })
    const visitor = await onLoginPage()
    const page = await visitor.follow(
      await visitor.submit('/login', { email: user.email, password: PASSWORD })
    )
    assert.equal(
      page.props.errors.form,
      'Your account is suspended. Contact the team if you think this is a mistake.'
    )
    assert.equal(await visitor.statusOf('GET', '/api/auth/me'), 401)

    const it = await onLoginPage('it')
    const itPage = await it.follow(
      await it.submit('/login', { email: user.email, password: PASSWORD })
    )
    assert.equal(
      itPage.props.errors.form,
      'Il tuo account è sospeso. Contatta il team se pensi che sia un errore.'
    )

    const guest = await onLoginPage()
    const api = await guest.call('POST', '/api/auth/login', {
      email: user.email,
      password: PASSWORD,
    })
    api.assertStatus(403)
    assert.equal(api.body().errorCode, 'FORBIDDEN')

    const notice = await new Visitor().page('/login?reason=suspended')
    assert.equal(notice.props.notice, 'suspended')
  })

  test('an unverified account cannot sign in and is offered a new verification e-mail', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    await User.query().where('id', user.id).update({ email_verified_at: null })
    const visitor = await onLoginPage()
    const response = await visitor.submit('/login', { email: user.email, password: PASSWORD })
    const page = await visitor.follow(response)
    assert.include(page.props.errors.form, 'not verified yet')
    assert.equal(page.props.errors.unverified, user.email)
    assert.equal(await visitor.statusOf('GET', '/api/auth/me'), 401)

    const it = await onLoginPage('it')
    const itPage = await it.follow(
      await it.submit('/login', { email: user.email, password: PASSWORD })
    )
    assert.include(itPage.props.errors.form, 'non è ancora verificato')

    const guest = await onLoginPage()
    const api = await guest.call('POST', '/api/auth/login', {
      email: user.email,
      password: PASSWORD,
    })
    api.assertStatus(403)
    assert.include(api.body().message, 'not verified yet')
  })

  test('a signed-in visitor opening /login goes to the dashboard', async ({ client }) => {
    const user = await givenUser()
    const response = await client.get('/login').loginAs(user).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/dashboard')
  })

  test('login without a CSRF token is refused', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client
      .post('/api/auth/login')
      .header('accept', 'application/json')
      .json({ email: user.email, password: PASSWORD })
    response.assertStatus(419)
    assert.equal(response.body().errorCode, 'SESSION_EXPIRED')
  })
})

test.group('Sign-in | session expiry, sign-out, remember me', (group) => {
  group.each.setup(() => clearAuthRateLimits())

  test("'Session expired' shows for ?reason=expired, in both languages", async ({
    client,
    assert,
  }) => {
    const en = await new Visitor().get('/login?reason=expired&returnTo=%2Fsettings')
    assert.include(ssrBody(en.text()), 'Session expired')
    assert.include(ssrBody(en.text()), 'Please log in again to continue.')
    const it = await new Visitor('it').get('/login?reason=expired')
    assert.include(ssrBody(it.text()), 'Sessione scaduta')
  })

  test("a browser whose session expired is told 'Session expired' when sent to /login", async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await onLoginPage()
    await visitor.submit('/login', { email: user.email, password: PASSWORD })
    assert.exists(visitor.cookie('mm-had-session'))

    // The session store forgets the session (expiry): the browser keeps its cookies.
    visitor.forget('mm-session')
    const guarded = await visitor.get('/dashboard/sessions')
    guarded.assertStatus(302)
    const page = await visitor.follow(guarded)
    assert.equal(page.props.notice, 'expired')
    assert.equal(page.props.returnTo, '/dashboard/sessions')

    // Once: the next visit to /login has no notice.
    assert.propertyVal(await visitor.props('/login?returnTo=%2Fsettings'), 'notice', null)
  })

  test('a visitor who never signed in sees no expiry notice', async ({ client, assert }) => {
    const page = await new Visitor().page('/login?returnTo=%2Fdashboard')
    assert.isNull(page.props.notice)
  })

  test('sign-out ends the session and lands on /login', async ({ client, assert }) => {
    const user = await givenUser()
    const visitor = await onLoginPage()
    await visitor.submit('/login', { email: user.email, password: PASSWORD })
    assert.equal(await visitor.statusOf('GET', '/api/auth/me'), 200)

    const response = await visitor.submit('/auth/logout', {}, '/dashboard')
    response.assertStatus(302)
    assert.match(response.header('location'), /^\/login/)
    assert.isUndefined(visitor.cookie('mm-had-session'))
    const me = await visitor.call('GET', '/api/auth/me')
    me.assertStatus(401)
    assert.equal(me.body().message, 'Unauthorized')

    const page = await visitor.follow(response)
    assert.equal(page.component, 'accounts/login')
    assert.equal(page.props.notice, 'signed_out')
  })

  test('remember me survives the session and its token rotates on use', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await onLoginPage()
    await visitor.submit('/login', { email: user.email, password: PASSWORD, remember: true })
    const firstToken = visitor.cookie('remember_web')
    assert.exists(firstToken)

    visitor.forget('mm-session')
    const me = await visitor.call('GET', '/api/auth/me')
    me.assertStatus(200)
    assert.equal(me.body().user.id, user.id)
    const rotated = visitor.cookie('remember_web')
    assert.exists(rotated)
    assert.notEqual(rotated, firstToken)

    // The used token no longer works.
    const thief = new Visitor()
    thief.cookies.set('remember_web', firstToken!)
    assert.equal(await thief.statusOf('GET', '/api/auth/me'), 401)

    const [{ total }] = await db
      .from('remember_me_tokens')
      .where('tokenable_id', user.id)
      .count('* as total')
    assert.equal(Number(total), 1)
  })
})

test.group('Sign-in | JSON API', (group) => {
  group.each.setup(() => clearAuthRateLimits())

  test('POST /api/auth/login answers {user} in the spec shape and signs in', async ({
    client,
    assert,
  }) => {
    const user = await givenUser({ firstName: 'Ada', lastName: 'Lovelace' })
    const visitor = await onLoginPage()
    const response = await visitor.call('POST', '/api/auth/login', {
      email: user.email,
      password: PASSWORD,
    })
    response.assertStatus(200)
    const body = response.body()
    assert.properties(body.user, [
      'id',
      'first_name',
      'last_name',
      'email',
      'role',
      'onboarded',
      'city',
      'timezone',
      'company_name',
      'company_size',
      'professional_role',
      'profile_image',
      'slug',
      'locale',
    ])
    assert.notProperty(body.user, 'password')
    assert.equal(body.user.first_name, 'Ada')
    assert.equal(body.user.role, 'STUDENT')
    assert.isTrue(body.user.onboarded)

    const me = await visitor.call('GET', '/api/auth/me')
    assert.deepEqual(me.body(), body)
  })

  test("GET /api/auth/me: 'No token provided' without any session cookie, 'Unauthorized' with a dead one", async ({
    client,
    assert,
  }) => {
    const bare = await new Visitor().call('GET', '/api/auth/me')
    bare.assertStatus(401)
    assert.equal(bare.body().errorCode, 'UNAUTHORIZED')
    assert.equal(bare.body().message, 'No token provided')
    assert.isString(bare.body().requestId)

    const bareIt = await new Visitor('it').call('GET', '/api/auth/me')
    assert.equal(bareIt.body().message, 'Nessun token fornito')

    const visitor = new Visitor()
    await visitor.get('/')
    const anonymous = await visitor.call('GET', '/api/auth/me')
    anonymous.assertStatus(401)
    assert.equal(anonymous.body().errorCode, 'UNAUTHORIZED')
    assert.equal(anonymous.body().message, 'Unauthorized')
  })

  test('POST /api/auth/logout answers 200 and ends the session', async ({ client, assert }) => {
    const user = await givenUser()
    const visitor = await onLoginPage()
    await visitor.call('POST', '/api/auth/login', { email: user.email, password: PASSWORD })
    const response = await visitor.call('POST', '/api/auth/logout')
    response.assertStatus(200)
    assert.equal(response.body().message, 'You are signed out.')
    assert.equal(await visitor.statusOf('GET', '/api/auth/me'), 401)
    // Signed out already: still 200.
    assert.equal(await visitor.statusOf('POST', '/api/auth/logout'), 200)
  })

  test('POST /api/token/refresh extends a live session, refuses a dead one', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await onLoginPage()
    await visitor.call('POST', '/api/auth/login', { email: user.email, password: PASSWORD })
    const refreshed = await visitor.call('POST', '/api/token/refresh')
    refreshed.assertStatus(200)
    assert.equal(refreshed.body().user.id, user.id)
    const setCookies = refreshed.setCookies()
    assert.isTrue(
      setCookies.some((line) => line.startsWith('mm-session=') && /max-age=\d+/i.test(line)),
      'the session cookie starts a new lifetime'
    )

    await visitor.call('POST', '/api/auth/logout')
    const dead = await visitor.call('POST', '/api/token/refresh')
    dead.assertStatus(401)
    assert.equal(dead.body().errorCode, 'UNAUTHORIZED')
  })

  test('POST /api/token/refresh signs back in with a remember-me cookie', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await onLoginPage()
    await visitor.call('POST', '/api/auth/login', {
      email: user.email,
      password: PASSWORD,
      remember: true,
    })
    const session = visitor.cookie('mm-session')
    visitor.forget('mm-session')
    await visitor.get('/')
    const refreshed = await visitor.call('POST', '/api/token/refresh')
    refreshed.assertStatus(200)
    assert.equal(refreshed.body().user.id, user.id)
    assert.notEqual(visitor.cookie('mm-session'), session)
  })
})

test.group('Sign-in | rate limits', (group) => {
  group.each.setup(() => clearAuthRateLimits())
  group.each.teardown(() => clearAuthRateLimits())

  test(`login allows ${RATE_LIMITS.loginPerEmailAndIp.requests} attempts per e-mail and IP a minute, then 429`, async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await onLoginPage()
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerEmailAndIp.requests; attempt++) {
      const response = await visitor.call('POST', '/api/auth/login', {
        email: user.email,
        password: '',
      })
      response.assertStatus(422)
    }
    const limited = await visitor.call('POST', '/api/auth/login', {
      email: user.email,
      password: PASSWORD,
    })
    limited.assertStatus(429)
    assert.equal(limited.body().errorCode, 'RATE_LIMIT_EXCEEDED')
    assert.exists(limited.header('retry-after'))

    // Another address from the same IP is still allowed.
    const other = await givenUser()
    assert.equal(
      await visitor.statusOf('POST', '/api/auth/login', { email: other.email, password: PASSWORD }),
      200
    )
  })

  test('the login page shows the rate-limit message in both languages', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    for (const [locale, title, error] of [
      ['en', 'Rate limit exceeded', 'Rate limit exceeded. Please try again later.'],
      ['it', 'Limite di richieste superato', 'Limite di richieste superato. Riprova più tardi.'],
    ] as const) {
      await clearAuthRateLimits()
      const visitor = await onLoginPage(locale)
      for (let attempt = 0; attempt < RATE_LIMITS.loginPerEmailAndIp.requests; attempt++) {
        await visitor.submit('/login', { email: user.email, password: '' })
      }
      const limited = await visitor.submit('/login', { email: user.email, password: PASSWORD })
      limited.assertStatus(302)
      const page = await visitor.follow(limited)
      assert.equal(page.props.errors.form, error)
      assert.equal(page.flash?.toast?.title, title)
      assert.equal(await visitor.statusOf('GET', '/api/auth/me'), 401)
    }
  })

  test(`login allows ${RATE_LIMITS.loginPerIp.requests} attempts per IP a minute across addresses`, async ({
    client,
    assert,
  }) => {
    const visitor = await onLoginPage()
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerIp.requests; attempt++) {
      const response = await visitor.call('POST', '/api/auth/login', {
        email: `nobody-${attempt}@example.test`,
        password: '',
      })
      assert.equal(response.status(), 422, `attempt ${attempt + 1}`)
    }
    const limited = await visitor.call('POST', '/api/auth/login', {
      email: 'someone-else@example.test',
      password: 'wrong-password-1',
    })
    limited.assertStatus(429)
  })
})
