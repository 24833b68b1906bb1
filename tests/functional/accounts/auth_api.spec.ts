import { test } from '@japa/runner'
import { RATE_LIMITS } from '#business/accounts'
import { givenUser } from '#tests/helpers/users'
import { Visitor } from '#tests/helpers/visitor'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'

const PASSWORD = 'a-long-test-password-2026'

test.group('Sign-in | JSON API', (group) => {
  group.each.setup(() => clearAuthRateLimits())

  test('POST /api/auth/login answers {user} in the spec shape and signs in', async ({ assert }) => {
    const user = await givenUser({ firstName: 'Ada', lastName: 'Lovelace' })
    const visitor = await Visitor.opening('/login')
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

  test('POST /api/auth/logout answers 200 and ends the session', async ({ assert }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
    await visitor.call('POST', '/api/auth/login', { email: user.email, password: PASSWORD })
    const response = await visitor.call('POST', '/api/auth/logout')
    response.assertStatus(200)
    assert.equal(response.body().message, 'You are signed out.')
    assert.equal(await visitor.statusOf('GET', '/api/auth/me'), 401)
    // Signed out already: still 200.
    assert.equal(await visitor.statusOf('POST', '/api/auth/logout'), 200)
  })

  test('POST /api/token/refresh extends a live session, refuses a dead one', async ({ assert }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
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

  test('POST /api/token/refresh signs back in with a remember-me cookie', async ({ assert }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
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
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
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

  test('the login page shows the rate-limit message in both languages', async ({ assert }) => {
    const user = await givenUser()
    for (const [locale, title, error] of [
      ['en', 'Rate limit exceeded', 'Rate limit exceeded. Please try again later.'],
      ['it', 'Limite di richieste superato', 'Limite di richieste superato. Riprova più tardi.'],
    ] as const) {
      await clearAuthRateLimits()
      const visitor = await Visitor.opening('/login', locale)
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

  const ACCOUNT_LIMIT = RATE_LIMITS.loginFailuresPerAccount.requests
  /** A sign-in call from its own client address (one proxy hop: TRUST_PROXY's default, loopback). */
  const signInFrom = (visitor: Visitor, address: string, email: string, password: string) =>
    visitor.call('POST', '/api/auth/login', { email, password }, { 'x-forwarded-for': address })
  const statusFrom = (visitor: Visitor, address: string, email: string, password: string) =>
    signInFrom(visitor, address, email, password).then((response) => response.status())

  test(`${ACCOUNT_LIMIT} failed sign-ins to one account from as many addresses, then 429 whatever the address`, async ({
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
    for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt++) {
      const response = await signInFrom(
        visitor,
        `198.51.100.${attempt + 1}`,
        user.email,
        'wrong-password-1'
      )
      assert.equal(response.status(), 401, `attempt ${attempt + 1}`)
    }
    // Even the right password, from an address never seen, in Italian.
    const limited = await visitor.call(
      'POST',
      '/api/auth/login',
      { email: user.email.toUpperCase(), password: PASSWORD },
      { 'x-forwarded-for': '203.0.113.77', 'accept-language': 'it' }
    )
    limited.assertStatus(429)
    assert.equal(limited.body().errorCode, 'RATE_LIMIT_EXCEEDED')
    assert.equal(limited.body().message, 'Limite di richieste superato. Riprova più tardi.')
    assert.isAbove(Number(limited.header('retry-after')), 60)
    // The limit is the account's: another account from those addresses is still allowed.
    const other = await givenUser()
    assert.equal(await statusFrom(visitor, '198.51.100.1', other.email, PASSWORD), 200)
  })

  test('an unknown e-mail is limited the same way (the limit tells nothing about who is registered)', async ({
    assert,
  }) => {
    const visitor = await Visitor.opening('/login')
    const email = `nobody-${Date.now()}@example.test`
    const statuses: number[] = []
    for (let attempt = 0; attempt <= ACCOUNT_LIMIT; attempt++) {
      statuses.push(await statusFrom(visitor, `192.0.2.${attempt + 1}`, email, 'wrong-password-1'))
    }
    assert.deepEqual(statuses, [...Array(ACCOUNT_LIMIT).fill(401), 429])
  })

  test('parallel guesses from many addresses cannot overtake the count', async ({ assert }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
    const statuses = await Promise.all(
      Array.from({ length: ACCOUNT_LIMIT * 3 }, (_, index) =>
        signInFrom(visitor, `198.51.100.${index + 1}`, user.email, `wrong-password-${index}`).then(
          (response) => response.status()
        )
      )
    )
    assert.equal(statuses.filter((status) => status === 401).length, ACCOUNT_LIMIT)
    assert.equal(statuses.filter((status) => status === 429).length, ACCOUNT_LIMIT * 2)
  })

  test("a correct password clears the account's failures, so its owner is not held back by old typos", async ({
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login')
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < ACCOUNT_LIMIT - 1; attempt++) {
        const response = await signInFrom(
          visitor,
          `198.51.100.${attempt + 1}`,
          user.email,
          'typo-password-1'
        )
        assert.equal(response.status(), 401)
      }
      const signedIn = await Visitor.opening('/login')
      assert.equal(await statusFrom(signedIn, '203.0.113.5', user.email, PASSWORD), 200)
    }
  })

  test('the sign-in page reports the account limit as its rate-limit error', async ({ assert }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/login', 'it')
    for (let attempt = 0; attempt < ACCOUNT_LIMIT; attempt++) {
      await signInFrom(visitor, `198.51.100.${attempt + 1}`, user.email, 'wrong-password-1')
    }
    const limited = await visitor.submit('/login', { email: user.email, password: PASSWORD })
    limited.assertStatus(302)
    const page = await visitor.follow(limited)
    assert.equal(page.props.errors.form, 'Limite di richieste superato. Riprova più tardi.')
    assert.equal(await visitor.statusOf('GET', '/api/auth/me'), 401)
  })

  test(`login allows ${RATE_LIMITS.loginPerIp.requests} attempts per IP a minute across addresses`, async ({
    assert,
  }) => {
    const visitor = await Visitor.opening('/login')
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
