import env from '#start/env'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#accounts/models/user'
import { givenUser } from '#tests/helpers/users'
import { ssrBody } from '#tests/helpers/inertia'
import { Visitor } from '#tests/helpers/visitor'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'
import { withRealHashing } from '#tests/helpers/hashing'

const PASSWORD = 'a-long-test-password-2026'

test.group('Sign-in | the page and signing in', (group) => {
  withRealHashing(group)
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
    assert.include(ssrBody(it.text()), 'Ciao di nuovo')
    assert.include(it.text(), '<title')
  })

  test('valid credentials sign in with a new session id and update last_login_at', async ({
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
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

  test('a call sent just before signing in and answered after it leaves the member signed in', async ({
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
    // The page's build check, on its way with the cookies of before the sign-in.
    const sentBefore = visitor.copy()
    const signIn = await visitor.submit('/login', { email: user.email, password: PASSWORD })
    signIn.assertStatus(302)
    const late = await sentBefore.call('GET', '/api/build-version')
    late.assertStatus(200)
    assert.deepEqual(
      late.setCookies().filter((line) => /^(mm-session|XSRF-TOKEN)=/.test(line)),
      [],
      'the late answer sets no session or CSRF cookie'
    )

    // The browser takes the late answer's cookies after the sign-in's.
    visitor.takeCookiesOf(late)
    const me = await visitor.call('GET', '/api/auth/me')
    me.assertStatus(200)
    assert.equal(me.body().user.email, user.email)
  })

  test('e-mail addresses are matched case-insensitively', async () => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
    const response = await visitor.submit('/login', {
      email: `  ${user.email.toUpperCase()} `,
      password: PASSWORD,
    })
    response.assertStatus(302)
    response.assertHeader('location', '/dashboard')
  })

  test('a student who has not finished onboarding lands on /onboarding', async () => {
    const user = await givenUser({ onboarded: false })
    const visitor = await Visitor.opening('/login')
    const response = await visitor.submit('/login', { email: user.email, password: PASSWORD })
    response.assertHeader('location', '/onboarding')
  })

  test('a same-site returnTo is honoured', async () => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login?returnTo=%2Fmentors%3Fpage%3D2')
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
      // Dot segments that normalise into a protocol-relative URL.
      '/.//evil.com',
      '/x/..//evil.com',
      '/%2e//evil.com',
      '/./\\evil.com',
    ]) {
      await clearAuthRateLimits()
      const visitor = await Visitor.opening(`/login?returnTo=${encodeURIComponent(evil)}`)
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

  test('wrong credentials get one generic message, in English and Italian', async ({ assert }) => {
    const user = await givenUser()
    for (const [locale, message] of [
      ['en', 'Invalid e-mail or password'],
      ['it', 'E-mail o password non validi'],
    ] as const) {
      const visitor = await Visitor.opening('/login', locale)
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
    const guest = await Visitor.opening('/login')
    const api = await guest.call('POST', '/api/auth/login', {
      email: user.email,
      password: 'not-the-password-1',
    })
    api.assertStatus(401)
    assert.equal(api.body().errorCode, 'UNAUTHORIZED')
    assert.equal(api.body().message, 'Invalid e-mail or password')
  })

  test('empty fields are reported per field in both languages', async ({ assert }) => {
    const en = await Visitor.opening('/login')
    const enPage = await en.follow(await en.submit('/login', { email: '', password: '' }))
    assert.equal(enPage.props.errors.email, 'E-mail required')
    assert.equal(enPage.props.errors.password, 'Password is required')

    const it = await Visitor.opening('/login', 'it')
    const itPage = await it.follow(
      await it.submit('/login', { email: 'not-an-email', password: '' })
    )
    assert.equal(itPage.props.errors.email, 'Inserisci un indirizzo e-mail valido')
    assert.equal(itPage.props.errors.password, 'Il campo Password è obbligatorio')
  })

  test('a suspended account cannot sign in and is told why', async ({ assert }) => {
    const user = await givenUser({ status: 'suspended' })
    const visitor = await Visitor.opening('/login')
    const page = await visitor.follow(
      await visitor.submit('/login', { email: user.email, password: PASSWORD })
    )
    assert.equal(
      page.props.errors.form,
      'Your account is suspended. Contact the team if you think this is a mistake.'
    )
    assert.equal(await visitor.statusOf('GET', '/api/auth/me'), 401)

    const it = await Visitor.opening('/login', 'it')
    const itPage = await it.follow(
      await it.submit('/login', { email: user.email, password: PASSWORD })
    )
    assert.equal(
      itPage.props.errors.form,
      'Il tuo account è sospeso. Contatta il team se pensi che sia un errore.'
    )

    const guest = await Visitor.opening('/login')
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
    assert,
  }) => {
    const user = await givenUser()
    await User.query().where('id', user.id).update({ email_verified_at: null })
    const visitor = await Visitor.opening('/login')
    const response = await visitor.submit('/login', { email: user.email, password: PASSWORD })
    const page = await visitor.follow(response)
    assert.include(page.props.errors.form, 'not verified yet')
    assert.equal(page.props.errors.unverified, user.email)
    assert.equal(await visitor.statusOf('GET', '/api/auth/me'), 401)

    const it = await Visitor.opening('/login', 'it')
    const itPage = await it.follow(
      await it.submit('/login', { email: user.email, password: PASSWORD })
    )
    assert.include(itPage.props.errors.form, 'non è ancora verificato')

    const guest = await Visitor.opening('/login')
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

  test("'Your sign-in has expired' shows for ?reason=expired, in both languages", async ({
    assert,
  }) => {
    const en = await new Visitor().get('/login?reason=expired&returnTo=%2Fsettings')
    assert.include(ssrBody(en.text()), 'Your sign-in has expired')
    assert.include(ssrBody(en.text()), 'Please sign in again to continue.')
    const it = await new Visitor('it').get('/login?reason=expired')
    assert.include(ssrBody(it.text()), 'Accesso scaduto')
  })

  test("a browser whose session expired is told 'Your sign-in has expired' when sent to /login", async ({
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
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

  test('a visitor who never signed in sees no expiry notice', async ({ assert }) => {
    const page = await new Visitor().page('/login?returnTo=%2Fdashboard')
    assert.isNull(page.props.notice)
  })

  test('sign-out ends the session and lands on /login', async ({ assert }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
    await visitor.submit('/login', { email: user.email, password: PASSWORD })
    assert.equal(await visitor.statusOf('GET', '/api/auth/me'), 200)

    const response = await visitor.submit('/auth/logout', {}, '/dashboard')
    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /^\/login/)
    assert.isUndefined(visitor.cookie('mm-had-session'))
    const me = await visitor.call('GET', '/api/auth/me')
    me.assertStatus(401)
    assert.equal(me.body().message, 'Unauthorized')

    const page = await visitor.follow(response)
    assert.equal(page.component, 'accounts/login')
    assert.equal(page.props.notice, 'signed_out')
  })

  for (const signOut of [
    {
      name: 'the page',
      path: '/auth/logout',
      send: (v: Visitor) => v.submit('/auth/logout', {}, '/dashboard'),
    },
    {
      name: 'the API',
      path: '/api/auth/logout',
      send: (v: Visitor) => v.call('POST', '/api/auth/logout'),
    },
  ]) {
    test(`sign-out from ${signOut.name} ends the session on the server: a copy of its cookies signs nobody in`, async ({
      assert,
    }) => {
      const user = await givenUser()
      const visitor = await Visitor.opening('/login')
      await visitor.submit('/login', { email: user.email, password: PASSWORD })
      const copy = visitor.copy()
      assert.equal(await copy.statusOf('GET', '/api/auth/me'), 200)
      const otherDevice = await Visitor.opening('/login')
      await otherDevice.submit('/login', { email: user.email, password: PASSWORD })

      await signOut.send(visitor)
      const me = await copy.call('GET', '/api/auth/me')
      me.assertStatus(401)
      assert.equal(me.body().errorCode, 'UNAUTHORIZED')
      const page = await copy.get('/dashboard')
      assert.equal(page.status(), 302, 'pages too')
      // The user's other devices stay signed in.
      assert.equal(await otherDevice.statusOf('GET', '/api/auth/me'), 200)
    })
  }

  test('the CSRF token cookie lives as long as the session and JSON reads within a session renew it', async ({
    assert,
  }) => {
    const maxAge = (line: string | undefined) => Number(/max-age=(\d+)/i.exec(line ?? '')?.[1])
    const sessionSeconds = 7 * 24 * 3600
    const visitor = await Visitor.opening('/login')
    const user = await givenUser()
    const signedIn = await visitor.submit('/login', { email: user.email, password: PASSWORD })
    const xsrf = (response: { setCookies(): string[] }) =>
      response.setCookies().find((line) => line.startsWith('XSRF-TOKEN='))
    assert.equal(maxAge(xsrf(signedIn)), sessionSeconds)

    const read = await visitor.call('GET', '/api/auth/me')
    read.assertStatus(200)
    assert.equal(maxAge(xsrf(read)), sessionSeconds, 'a JSON read renews the token cookie')
    // A write with it works.
    assert.equal(await visitor.statusOf('POST', '/api/token/refresh'), 200)

    // An anonymous JSON read starts no session and sets no cookie.
    const anonymous = await fetch(`http://${env.get('HOST')}:${env.get('PORT')}/api/mentors`, {
      headers: { accept: 'application/json' },
    })
    assert.equal(anonymous.status, 200)
    assert.deepEqual(anonymous.headers.getSetCookie(), [])
  })

  test('remember me survives the session and its token rotates on use', async ({ assert }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
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
