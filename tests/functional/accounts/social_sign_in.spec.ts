import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import User from '#accounts/models/user'
import { googleSettings, linkedinSettings } from '#config/ally'
import { givenUser } from '#tests/helpers/users'
import { pageFrom } from '#tests/helpers/inertia'
import {
  FakeOAuthServer,
  googleUserInfo,
  linkedinUserInfo,
  type FakeProvider,
} from '#tests/helpers/fake_oauth_server'

/**
 * A browser, as far as the sign-in needs one: it keeps every cookie the app
 * sets (the session, and ally's encrypted state cookie) and sends them back
 * exactly as received, drops the ones the app clears, and never follows
 * redirects by itself.
 *
 * (Japa's api client cannot carry one session across requests: its session
 * plugin replaces the session cookie on every request and destroys the
 * response's session afterwards.)
 */
class Browser {
  #cookies = new Map<string, string>()

  constructor(locale?: 'en' | 'it') {
    if (locale) this.#cookies.set('locale', locale)
  }

  /** The cookie's value as it travels on the wire. */
  cookie(name: string) {
    return this.#cookies.get(name)
  }

  forgetCookies() {
    this.#cookies.clear()
    return this
  }

  async get(path: string) {
    const url = new URL(path, `http://${env.get('HOST')}:${env.get('PORT')}`)
    const cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    })
    this.#absorb(response.headers.getSetCookie())
    return response
  }

  #absorb(headers: string[]) {
    for (const header of headers) {
      const [pair, ...attributes] = header.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = attributes.some((attribute) => {
        const [key, raw = ''] = attribute.trim().split('=')
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0
        if (key.toLowerCase() === 'expires') return new Date(raw).getTime() <= Date.now()
        return false
      })
      if (expired || value === '') this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }
}

type Journey = {
  browser: Browser
  /** The provider's authorize URL the app redirected to. */
  authorizeUrl: URL
  /** Where the provider sent the browser back (the app's return page, with code and state). */
  back: URL
}

/** The browser's trip: the app's redirect route, then the provider's consent screen. */
async function goToProvider(
  provider: FakeProvider,
  options: { browser?: Browser; returnTo?: string } = {}
): Promise<Journey> {
  const browser = options.browser ?? new Browser()
  const query = options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : ''
  const redirect = await browser.get(`/auth/${provider}/redirect${query}`)
  if (redirect.status !== 302) throw new Error(`The redirect route answered ${redirect.status}`)
  const authorizeUrl = new URL(redirect.headers.get('location')!)

  const consent = await fetch(authorizeUrl, { redirect: 'manual' })
  if (consent.status !== 302) {
    throw new Error(`The fake ${provider} refused: ${consent.status} ${await consent.text()}`)
  }
  return { browser, authorizeUrl, back: new URL(consent.headers.get('location')!) }
}

/**
 * Back at the app's return page (optionally at another path, e.g. a token
 * with slashes): the redirect's target.
 */
async function returnToApp(journey: Journey, path = journey.back.pathname) {
  const response = await journey.browser.get(`${path}${journey.back.search}`)
  if (response.status !== 302) throw new Error(`The return page answered ${response.status}`)
  return response.headers.get('location')
}

/**
 * The notification flashed for the next page the browser opens. Read on the
 * home page: the flash belongs to whichever page comes next, and this keeps
 * these tests about sign-in rather than about the login page's markup.
 */
async function nextToast(browser: Browser) {
  const response = await browser.get('/')
  if (response.status !== 200) throw new Error(`/ answered ${response.status}`)
  return pageFrom(await response.text()).flash?.toast as
    { title?: string; description?: string; variant?: string } | undefined
}

/** The signed-in user as every page shows it, or null. */
async function signedInUser(browser: Browser) {
  const response = await browser.get('/')
  if (response.status !== 200) throw new Error(`/ answered ${response.status}`)
  return pageFrom(await response.text()).props.user as { id: number; email: string } | null
}

/** Where the dashboard (sign-in and onboarding required) sends this browser, or null when shown. */
async function dashboardRedirect(browser: Browser) {
  const response = await browser.get('/dashboard')
  return response.status === 200 ? null : response.headers.get('location')
}

const fake = new FakeOAuthServer()
let mailer: ReturnType<typeof mail.fake>

test.group('Social sign-in | Google and LinkedIn through ally', (group) => {
  group.setup(async () => {
    await fake.start()
    return () => fake.stop()
  })
  group.each.setup(() => {
    fake.reset()
    mailer = mail.fake()
    return () => mail.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the Google button redirects to the provider with state, scopes and the return URL', async ({
    assert,
  }) => {
    const browser = new Browser()
    const response = await browser.get('/auth/google/redirect')
    assert.equal(response.status, 302)
    const location = new URL(response.headers.get('location')!)
    assert.equal(location.origin + location.pathname, fake.url('google', 'authorize'))
    assert.equal(location.searchParams.get('client_id'), env.get('GOOGLE_CLIENT_ID'))
    assert.equal(
      location.searchParams.get('redirect_uri'),
      `${env.get('APP_URL')}/auth/google/callback/oauth`
    )
    assert.equal(location.searchParams.get('response_type'), 'code')
    assert.includeMembers(location.searchParams.get('scope')!.split(' '), [
      'openid',
      'https://www.googleapis.com/auth/userinfo.email',
      'https://www.googleapis.com/auth/userinfo.profile',
    ])
    const state = location.searchParams.get('state')!
    assert.isAbove(state.length, 20)

    // The state waits in an encrypted cookie: present, and not readable.
    const stateCookie = browser.cookie('google_oauth_state')
    assert.isString(stateCookie)
    assert.notInclude(decodeURIComponent(stateCookie!), state)
  })

  test('a new Google user is created as a verified STUDENT without password and signed in', async ({
    assert,
  }) => {
    const profile = googleUserInfo({ email: 'Giulia.NEW@Gmail.Example' })
    fake.approveAs('google', profile)
    const journey = await goToProvider('google')
    assert.equal(journey.back.pathname, '/auth/google/callback/oauth')

    assert.equal(await returnToApp(journey), '/onboarding')

    const user = await User.findByOrFail('email', 'giulia.new@gmail.example')
    assert.equal(user.googleId, profile.sub)
    assert.isNull(user.linkedinId)
    assert.equal(user.role, 'STUDENT')
    assert.equal(user.status, 'active')
    assert.isNull(user.password)
    assert.isNotNull(user.emailVerifiedAt)
    assert.isNotNull(user.lastLoginAt)
    assert.isFalse(user.onboarded)
    assert.equal(user.firstName, 'Giulia')
    assert.equal(user.lastName, 'Rossi')
    assert.equal(user.locale, 'en')

    // The browser is signed in as the new user, who still has to onboard.
    const shown = await signedInUser(journey.browser)
    assert.equal(shown?.id, user.id)
    assert.equal(shown?.email, 'giulia.new@gmail.example')
    assert.equal(await dashboardRedirect(journey.browser), '/onboarding')

    // ally's real driver did the whole exchange with the provider.
    const [tokenRequest] = fake.requestsTo('google', 'token')
    assert.equal(tokenRequest.method, 'POST')
    assert.equal(tokenRequest.form.grant_type, 'authorization_code')
    assert.equal(tokenRequest.form.client_secret, env.get('GOOGLE_CLIENT_SECRET'))
    assert.equal(tokenRequest.form.redirect_uri, `${env.get('APP_URL')}/auth/google/callback/oauth`)
    const [userInfoRequest] = fake.requestsTo('google', 'userinfo')
    assert.match(userInfoRequest.authorization!, /^Bearer google_at_/)

    // The welcome e-mail is queued for the new account.
    const queued = mailer.mails.queued()
    assert.lengthOf(queued, 1)
    queued[0].message.assertTo('giulia.new@gmail.example')
  })

  test('an account with the same e-mail is linked to Google and signed in', async ({ assert }) => {
    const existing = await givenUser({ email: 'linked.person@example.test' })
    const passwordHash = existing.password
    const profile = googleUserInfo({ email: 'Linked.Person@example.test' })
    fake.approveAs('google', profile)

    const journey = await goToProvider('google')
    assert.equal(await returnToApp(journey), '/dashboard')

    await existing.refresh()
    assert.equal(existing.googleId, profile.sub)
    assert.equal(existing.password, passwordHash, 'a verified account keeps its password')
    assert.isNotNull(existing.lastLoginAt)
    assert.lengthOf(await User.query().where('email', 'linked.person@example.test'), 1)

    const shown = await signedInUser(journey.browser)
    assert.equal(shown?.id, existing.id)
    assert.isNull(await dashboardRedirect(journey.browser), 'the dashboard is shown')
    assert.lengthOf(mailer.mails.queued(), 0)
  })

  test('an account already linked to the Google id is signed in even after an e-mail change', async ({
    assert,
  }) => {
    const existing = await givenUser({ email: 'old.address@example.test' })
    existing.googleId = 'google-sub-12345'
    await existing.save()
    fake.approveAs(
      'google',
      googleUserInfo({ sub: 'google-sub-12345', email: 'new.address@gmail.example' })
    )

    const journey = await goToProvider('google')
    assert.equal(await returnToApp(journey), '/dashboard')
    const shown = await signedInUser(journey.browser)
    assert.equal(shown?.id, existing.id)
    assert.isNull(await User.findBy('email', 'new.address@gmail.example'))
  })

  test('linking an account whose e-mail was never verified drops the unproven password', async ({
    assert,
  }) => {
    // Someone registered this address without owning it (account pre-hijacking).
    const planted = await givenUser({ email: 'victim@example.test' })
    planted.emailVerifiedAt = null
    await planted.save()
    fake.approveAs('google', googleUserInfo({ email: 'victim@example.test' }))

    const journey = await goToProvider('google')
    assert.equal(await returnToApp(journey), '/dashboard')

    await planted.refresh()
    assert.isNull(planted.password)
    assert.isNotNull(planted.emailVerifiedAt)
    assert.isNotNull(planted.googleId)
  })

  test('an e-mail Google does not vouch for is refused: nothing linked, nothing created', async ({
    assert,
  }) => {
    const existing = await givenUser({ email: 'unverified@example.test' })
    for (const email of ['unverified@example.test', 'brand.new.unverified@gmail.example']) {
      fake.approveAs('google', googleUserInfo({ email, email_verified: false }))
      const journey = await goToProvider('google')
      assert.equal(await returnToApp(journey), '/login')
      assert.deepEqual(await nextToast(journey.browser), {
        title:
          'Your e-mail address at Google is not verified, so we cannot sign you in with it. Verify it at Google, or register with e-mail and password.',
        variant: 'destructive',
      })
      assert.isNull(await signedInUser(journey.browser), email)
      assert.equal(
        await dashboardRedirect(journey.browser),
        `/login?returnTo=${encodeURIComponent('/dashboard')}`
      )
    }

    await existing.refresh()
    assert.isNull(existing.googleId)
    assert.isNull(await User.findBy('email', 'brand.new.unverified@gmail.example'))
    assert.lengthOf(mailer.mails.queued(), 0)
  })

  test('a state that does not match the cookie is refused before any token request', async ({
    assert,
  }) => {
    fake.approveAs('google', googleUserInfo({ email: 'state.mismatch@gmail.example' }))
    const journey = await goToProvider('google')
    journey.back.searchParams.set('state', 'forged-state-value')

    assert.equal(await returnToApp(journey), '/login')
    assert.deepEqual(await nextToast(journey.browser), {
      title:
        'Your sign-in with Google expired or was started in another browser. Please try again.',
      variant: 'destructive',
    })
    assert.lengthOf(fake.requestsTo('google', 'token'), 0)
    assert.isNull(await User.findBy('email', 'state.mismatch@gmail.example'))
  })

  test('a return without the state cookie (another browser) is refused', async ({ assert }) => {
    fake.approveAs('google', googleUserInfo({ email: 'other.browser@gmail.example' }))
    const journey = await goToProvider('google')
    journey.browser.forgetCookies()

    assert.equal(await returnToApp(journey), '/login')
    const toast = await nextToast(journey.browser)
    assert.equal(toast?.variant, 'destructive')
    assert.include(toast?.title, 'expired or was started in another browser')

    // Nor is a code with no state at all (which ally alone would let through).
    const bare = await new Browser().get('/auth/google/callback/oauth?code=anything')
    assert.equal(bare.headers.get('location'), '/login')
    assert.lengthOf(fake.requestsTo('google', 'token'), 0)
    assert.isNull(await User.findBy('email', 'other.browser@gmail.example'))
  })

  test('cancelling at Google lands on login with an explanation', async ({ assert }) => {
    fake.denyNext('google')
    const journey = await goToProvider('google')
    assert.equal(journey.back.searchParams.get('error'), 'access_denied')

    assert.equal(await returnToApp(journey), '/login')
    assert.deepEqual(await nextToast(journey.browser), {
      title: 'Sign-in with Google was cancelled.',
      variant: 'default',
    })
    assert.lengthOf(fake.requestsTo('google', 'token'), 0)
  })

  test('a code the provider rejects ends on login with a failure notice', async ({ assert }) => {
    fake.approveAs('google', googleUserInfo())
    const journey = await goToProvider('google')
    journey.back.searchParams.set('code', 'a-code-the-provider-never-issued')

    assert.equal(await returnToApp(journey), '/login')
    assert.deepEqual(await nextToast(journey.browser), {
      title: 'Sign-in with Google failed. Please try again.',
      variant: 'destructive',
    })
    assert.lengthOf(fake.requestsTo('google', 'token'), 1)
    assert.lengthOf(fake.requestsTo('google', 'userinfo'), 0)
  })

  test('suspended accounts are refused, by e-mail and by provider id, in both languages', async ({
    assert,
  }) => {
    const byEmail = await givenUser({ email: 'suspended@example.test', status: 'suspended' })
    const byId = await givenUser({ status: 'suspended' })
    byId.googleId = 'google-sub-suspended'
    await byId.save()

    const cases = [
      {
        locale: 'en',
        userInfo: googleUserInfo({ email: 'suspended@example.test' }),
        title: 'Your account is suspended. Contact the team if you think this is a mistake.',
      },
      {
        locale: 'it',
        userInfo: googleUserInfo({ sub: 'google-sub-suspended' }),
        title: 'Il tuo account è sospeso. Contatta il team se pensi che sia un errore.',
      },
    ] as const
    for (const { locale, userInfo, title } of cases) {
      fake.approveAs('google', userInfo)
      const journey = await goToProvider('google', { browser: new Browser(locale) })
      assert.equal(await returnToApp(journey), '/login')
      assert.deepEqual(await nextToast(journey.browser), { title, variant: 'destructive' })
      assert.isNull(await signedInUser(journey.browser))
    }

    await byEmail.refresh()
    assert.isNull(byEmail.googleId)
  })

  test('an account linked to another Google id is not re-linked', async ({ assert }) => {
    const existing = await givenUser({ email: 'taken@example.test' })
    existing.googleId = 'google-sub-original'
    await existing.save()
    fake.approveAs(
      'google',
      googleUserInfo({ sub: 'google-sub-other', email: 'taken@example.test' })
    )

    const journey = await goToProvider('google')
    assert.equal(await returnToApp(journey), '/login')
    const toast = await nextToast(journey.browser)
    assert.equal(
      toast?.title,
      'The account with this e-mail address is already linked to another Google account. Sign in with e-mail and password instead.'
    )
    await existing.refresh()
    assert.equal(existing.googleId, 'google-sub-original')
  })

  test('the Google return page accepts a token with slashes', async ({ assert }) => {
    fake.approveAs('google', googleUserInfo({ email: 'slashes@gmail.example' }))
    const journey = await goToProvider('google')

    const location = await returnToApp(journey, '/auth/google/callback/4%2F0AeaYSHB/with/slashes/x')
    assert.equal(location, '/onboarding')
    const user = await User.findByOrFail('email', 'slashes@gmail.example')
    const shown = await signedInUser(journey.browser)
    assert.equal(shown?.id, user.id)

    // Without a provider answer it is still the return page (not a 404): it explains.
    const bare = await new Browser().get('/auth/google/callback/a/b/c')
    assert.equal(bare.status, 302)
    assert.equal(bare.headers.get('location'), '/login')
  })

  test('returnTo is honoured when same-site and ignored otherwise', async ({ assert }) => {
    const person = await givenUser({ email: 'return.to@example.test' })
    for (const [returnTo, expected] of [
      ['/mentors/42?tab=reviews', '/mentors/42?tab=reviews'],
      ['//evil.example/steal', '/dashboard'],
      ['https://evil.example/steal', '/dashboard'],
      ['/\\evil.example', '/dashboard'],
      ['/.//evil.example', '/dashboard'],
      ['/x/..//evil.example', '/dashboard'],
      ['/%2e//evil.example', '/dashboard'],
    ]) {
      fake.approveAs('google', googleUserInfo({ sub: `sub-${person.id}`, email: person.email }))
      const journey = await goToProvider('google', { returnTo })
      assert.equal(await returnToApp(journey), expected, returnTo)
    }

    // A refusal keeps the wish on the login page.
    fake.denyNext('google')
    const journey = await goToProvider('google', { returnTo: '/mentors' })
    assert.equal(await returnToApp(journey), `/login?returnTo=${encodeURIComponent('/mentors')}`)
  })

  test('a new LinkedIn member is created in the language of the request and signed in', async ({
    assert,
  }) => {
    const profile = linkedinUserInfo({ email: 'marco.new@linkedin.example' })
    fake.approveAs('linkedin', profile)
    const journey = await goToProvider('linkedin', { browser: new Browser('it') })
    assert.equal(
      journey.authorizeUrl.searchParams.get('redirect_uri'),
      `${env.get('APP_URL')}/auth/linkedin`
    )
    assert.deepEqual(journey.authorizeUrl.searchParams.get('scope')!.split(' ').sort(), [
      'email',
      'openid',
      'profile',
    ])
    assert.equal(journey.back.pathname, '/auth/linkedin')

    assert.equal(await returnToApp(journey), '/onboarding')
    const user = await User.findByOrFail('email', 'marco.new@linkedin.example')
    assert.equal(user.linkedinId, profile.sub)
    assert.isNull(user.googleId)
    assert.equal(user.firstName, 'Marco')
    assert.equal(user.lastName, 'Bianchi')
    assert.equal(user.locale, 'it')
    assert.equal(user.role, 'STUDENT')
    assert.isNull(user.password)
    assert.isNotNull(user.emailVerifiedAt)

    const shown = await signedInUser(journey.browser)
    assert.equal(shown?.id, user.id)
    assert.equal(await dashboardRedirect(journey.browser), '/onboarding')
    const [tokenRequest] = fake.requestsTo('linkedin', 'token')
    assert.equal(tokenRequest.form.client_secret, env.get('LINKEDIN_CLIENT_SECRET'))
    const [userInfoRequest] = fake.requestsTo('linkedin', 'userinfo')
    assert.match(userInfoRequest.authorization!, /^Bearer linkedin_at_/)
  })

  test('LinkedIn links a verified e-mail, refuses an unverified one and explains a cancel', async ({
    assert,
  }) => {
    const existing = await givenUser({ email: 'member@example.test' })
    fake.approveAs('linkedin', linkedinUserInfo({ email: 'member@example.test' }))
    const linking = await goToProvider('linkedin')
    assert.equal(await returnToApp(linking), '/dashboard')
    await existing.refresh()
    assert.isNotNull(existing.linkedinId)
    const shown = await signedInUser(linking.browser)
    assert.equal(shown?.id, existing.id)

    fake.approveAs(
      'linkedin',
      linkedinUserInfo({ email: 'nope@example.test', email_verified: false })
    )
    const refused = await goToProvider('linkedin')
    assert.equal(await returnToApp(refused), '/login')
    const refusedToast = await nextToast(refused.browser)
    assert.include(refusedToast?.title, 'Your e-mail address at LinkedIn is not verified')
    assert.isNull(await User.findBy('email', 'nope@example.test'))

    fake.denyNext('linkedin')
    const cancelled = await goToProvider('linkedin', { browser: new Browser('it') })
    assert.equal(cancelled.back.searchParams.get('error'), 'user_cancelled_login')
    assert.equal(await returnToApp(cancelled), '/login')
    assert.deepEqual(await nextToast(cancelled.browser), {
      title: "L'accesso con LinkedIn è stato interrotto.",
      variant: 'default',
    })
  })

  test("LinkedIn not configured: 'Failed to initialize LinkedIn sign-in', in English and Italian", async ({
    assert,
  }) => {
    const clientId = linkedinSettings.clientId
    linkedinSettings.clientId = ''
    try {
      for (const [locale, title] of [
        ['en', 'Failed to initialize LinkedIn sign-in'],
        ['it', "Impossibile inizializzare l'accesso con LinkedIn"],
      ] as const) {
        const browser = new Browser(locale)
        const redirect = await browser.get(
          `/auth/linkedin/redirect?returnTo=${encodeURIComponent('/mentors')}`
        )
        assert.equal(redirect.status, 302)
        const location = redirect.headers.get('location')!
        assert.equal(location, `/login?returnTo=${encodeURIComponent('/mentors')}`)
        assert.deepEqual(await nextToast(browser), { title, variant: 'destructive' })

        // The return page says the same while LinkedIn is not set up.
        const back = await browser.get('/auth/linkedin?code=x&state=y')
        assert.equal(back.headers.get('location'), '/login')
        assert.deepEqual(await nextToast(browser), { title, variant: 'destructive' })
      }
      assert.lengthOf(fake.requests, 0)
    } finally {
      linkedinSettings.clientId = clientId
    }
  })

  test('a LinkedIn redirect that cannot be built gives the same notice', async ({ assert }) => {
    const authorizeUrl = linkedinSettings.authorizeUrl
    linkedinSettings.authorizeUrl = 'not a url'
    try {
      const browser = new Browser()
      const redirect = await browser.get('/auth/linkedin/redirect')
      assert.equal(redirect.headers.get('location'), '/login')
      assert.deepEqual(await nextToast(browser), {
        title: 'Failed to initialize LinkedIn sign-in',
        variant: 'destructive',
      })
    } finally {
      linkedinSettings.authorizeUrl = authorizeUrl
    }
  })

  test('Google not configured: an equivalent notice', async ({ assert }) => {
    const clientId = googleSettings.clientId
    googleSettings.clientId = ''
    try {
      for (const [locale, title] of [
        ['en', 'Failed to initialize Google sign-in'],
        ['it', "Impossibile inizializzare l'accesso con Google"],
      ] as const) {
        const browser = new Browser(locale)
        const redirect = await browser.get('/auth/google/redirect')
        assert.equal(redirect.headers.get('location'), '/login')
        assert.deepEqual(await nextToast(browser), { title, variant: 'destructive' })
      }
    } finally {
      googleSettings.clientId = clientId
    }
  })

  test('a signed-in visitor is not sent to the provider again', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client.get('/auth/google/redirect').loginAs(user).redirects(0)
    assert.equal(response.header('location'), '/dashboard')
    assert.lengthOf(fake.requests, 0)
  })
})
