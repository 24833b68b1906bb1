import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import User from '#accounts/models/user'
import AuthToken from '#accounts/models/auth_token'
import { RATE_LIMITS } from '#business/accounts'
import { ssrBody } from '#tests/helpers/inertia'
import { givenUser, newcomer, STRONG_PASSWORD } from '#tests/helpers/users'
import { MailCapture } from '#tests/helpers/mail_capture'
import { Visitor } from '#tests/helpers/visitor'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'
import { withRealHashing } from '#tests/helpers/hashing'

test.group('Registration | page', (group) => {
  withRealHashing(group)
  let mails: MailCapture
  group.each.setup(async () => {
    await clearAuthRateLimits()
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('the register page renders on the server in English and Italian', async ({ assert }) => {
    const en = await new Visitor().get('/register')
    en.assertStatus(200)
    assert.include(ssrBody(en.text()), 'Create your account')
    assert.include(ssrBody(en.text()), 'Referral code (optional)')
    const it = await new Visitor('it').get('/register')
    assert.include(ssrBody(it.text()), 'Crea il tuo account')
    assert.include(ssrBody(it.text()), 'Codice invito (facoltativo)')
  })

  test('a captured referral code is prefilled, from ?r= first, then the referralCode cookie', async ({
    assert,
  }) => {
    assert.propertyVal(
      await new Visitor().props('/register?r=ab12cd34'),
      'referralCode',
      'AB12CD34'
    )
    const withCookie = new Visitor()
    withCookie.cookies.set('referralCode', 'ZX98YW76')
    assert.propertyVal(await withCookie.props('/register'), 'referralCode', 'ZX98YW76')
    assert.propertyVal(await new Visitor().props('/register?r=not-a-code'), 'referralCode', null)
  })

  test('signing up creates an unverified mentee and mails the verification link', async ({
    assert,
  }) => {
    const input = newcomer({
      email: `  Grace.${Date.now()}@Example.TEST `,
      referralCode: 'ab12cd34',
    })
    const visitor = await Visitor.opening('/register')
    const response = await visitor.submit('/register', input)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/verify-email')

    const email = input.email.trim().toLowerCase()
    const user = await User.findByOrFail('email', email)
    assert.equal(user.role, 'STUDENT')
    assert.equal(user.status, 'active')
    assert.isFalse(user.onboarded)
    assert.isNull(user.emailVerifiedAt)
    assert.equal(user.locale, 'en')
    assert.notEqual(user.password, STRONG_PASSWORD)
    assert.isTrue(await hash.verify(user.password!, STRONG_PASSWORD))

    const page = await visitor.follow(response)
    assert.equal(page.component, 'accounts/verify_email')
    assert.equal(page.props.status, 'sent')
    assert.equal(page.props.email, email)
    assert.include(await visitor.markup('/verify-email'), 'Check your inbox')

    const link = mails.linkTo(email, '/verify-email/')
    assert.match(link, /^\/verify-email\/[A-Za-z0-9_-]{43}\?signature=/)
    // Only the hash of the token is stored.
    const token = link.split('/')[2].split('?')[0]
    const stored = await AuthToken.findByOrFail('user_id', user.id)
    assert.notEqual(stored.tokenHash, token)
    assert.lengthOf(stored.tokenHash, 64)
    // Not signed in until the address is verified.
    assert.equal(await visitor.statusOf('GET', '/api/auth/me'), 401)
  })

  test('an Italian visitor gets an Italian account (e-mails follow it)', async ({ assert }) => {
    const input = newcomer()
    const visitor = await Visitor.opening('/register', 'it')
    await visitor.submit('/register', input)
    const user = await User.findByOrFail('email', input.email)
    assert.equal(user.locale, 'it')
  })

  test("a registered e-mail gets 'This e-mail address is already registered' on the e-mail field, in both languages", async ({
    assert,
  }) => {
    const existing = await givenUser()
    for (const [locale, message] of [
      ['en', 'This e-mail address is already registered'],
      ['it', 'Questo indirizzo e-mail è già registrato'],
    ] as const) {
      const visitor = await Visitor.opening('/register', locale)
      const response = await visitor.submit(
        '/register',
        newcomer({ email: existing.email.toUpperCase() })
      )
      response.assertStatus(302)
      const page = await visitor.follow(response)
      assert.equal(page.props.errors.email, message)
    }
    assert.lengthOf(mails.queuedTo(existing.email), 0)
  })

  test("a weak password gets 'Please choose a stronger password', in both languages", async ({
    assert,
  }) => {
    for (const [locale, message] of [
      ['en', 'Please choose a stronger password'],
      ['it', 'Scegli una password più sicura'],
    ] as const) {
      for (const password of ['password123', 'abcdefgh1', 'GraceHopper2026!']) {
        const visitor = await Visitor.opening('/register', locale)
        const page = await visitor.follow(await visitor.submit('/register', newcomer({ password })))
        assert.equal(page.props.errors.password, message, password)
      }
    }
  })

  test('missing and malformed fields get translated messages', async ({ assert }) => {
    const en = await Visitor.opening('/register')
    const enPage = await en.follow(
      await en.submit('/register', {
        first_name: '',
        last_name: '',
        email: '',
        password: 'short',
        referralCode: 'ABC',
      })
    )
    assert.deepInclude(enPage.props.errors, {
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'E-mail required',
      password: 'Password must be at least 8 characters long',
      referralCode: 'Referral code must be exactly 8 characters long',
    })

    const it = await Visitor.opening('/register', 'it')
    const itPage = await it.follow(
      await it.submit('/register', {
        first_name: '',
        last_name: 'Hopper',
        email: 'nope',
        password: '',
      })
    )
    assert.deepInclude(itPage.props.errors, {
      first_name: 'Il campo Nome è obbligatorio',
      email: 'Inserisci un indirizzo e-mail valido',
      password: 'Il campo Password è obbligatorio',
    })
    assert.notProperty(itPage.props.errors, 'last_name')
  })

  test('registration is rate-limited per IP', async ({ assert }) => {
    const visitor = await Visitor.opening('/register')
    for (let attempt = 0; attempt < RATE_LIMITS.registrationPerIp.requests; attempt++) {
      const response = await visitor.call('POST', '/api/auth/register', {})
      assert.equal(response.status(), 422, `attempt ${attempt + 1}`)
    }
    const limited = await visitor.call('POST', '/api/auth/register', newcomer())
    limited.assertStatus(429)
    assert.equal(limited.body().errorCode, 'RATE_LIMIT_EXCEEDED')

    const page = await visitor.follow(await visitor.submit('/register', newcomer()))
    assert.equal(page.props.errors.form, 'Rate limit exceeded. Please try again later.')
    assert.deepEqual(page.flash?.toast, {
      title: 'Rate limit exceeded',
      description: 'Please try again later.',
      variant: 'destructive',
    })
  })
})

test.group('Registration | JSON API', (group) => {
  withRealHashing(group)
  let mails: MailCapture
  group.each.setup(async () => {
    await clearAuthRateLimits()
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('POST /api/auth/register answers 201 {user, message}', async ({ assert }) => {
    const input = newcomer({ referralCode: 'QW12ER34' })
    const visitor = await Visitor.opening('/register')
    const response = await visitor.call('POST', '/api/auth/register', input)
    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.user.email, input.email)
    assert.equal(body.user.first_name, 'Grace')
    assert.equal(body.user.role, 'STUDENT')
    assert.isFalse(body.user.onboarded)
    assert.equal(body.message, `We sent a verification e-mail to ${input.email}.`)
    assert.notProperty(body.user, 'password')
    assert.lengthOf(mails.queuedTo(input.email), 1)
  })

  test('DUPLICATE_RECORD with errors.email, status 409, in both languages', async ({ assert }) => {
    const existing = await givenUser()
    const visitor = await Visitor.opening('/register')
    const response = await visitor.call(
      'POST',
      '/api/auth/register',
      newcomer({ email: existing.email })
    )
    response.assertStatus(409)
    const body = response.body()
    assert.equal(body.errorCode, 'DUPLICATE_RECORD')
    assert.equal(body.message, 'This e-mail address is already registered')
    assert.deepEqual(body.errors, { email: ['This e-mail address is already registered'] })
    assert.isString(body.requestId)

    const it = await Visitor.opening('/register', 'it')
    const itResponse = await it.call(
      'POST',
      '/api/auth/register',
      newcomer({ email: existing.email })
    )
    const itBody = itResponse.body()
    assert.deepEqual(itBody.errors, { email: ['Questo indirizzo e-mail è già registrato'] })
  })

  test('VALIDATION_ERROR lists the field errors', async ({ assert }) => {
    const visitor = await Visitor.opening('/register')
    const response = await visitor.call(
      'POST',
      '/api/auth/register',
      newcomer({ password: 'qwerty123' })
    )
    response.assertStatus(422)
    assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
    assert.deepEqual(response.body().errors, { password: ['Please choose a stronger password'] })
  })
})
