import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#accounts/models/user'
import AuthToken from '#accounts/models/auth_token'
import { RATE_LIMITS } from '#business/accounts'
import { toDbInstant } from '#database/columns'
import { givenUser } from '#tests/helpers/users'
import { MailCapture } from '#tests/helpers/mail_capture'
import { Visitor } from '#tests/helpers/visitor'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'
import { withRealHashing } from '#tests/helpers/hashing'

const OLD_PASSWORD = 'a-long-test-password-2026'
const NEW_PASSWORD = 'Copper-Lighthouse-58-Orchard'

async function signedIn(user: User, remember = false) {
  const visitor = await Visitor.opening('/login')
  const response = await visitor.submit('/login', {
    email: user.email,
    password: OLD_PASSWORD,
    remember,
  })
  response.assertStatus(302)
  return visitor
}

test.group('Password reset | forgot password', (group) => {
  let mails: MailCapture
  group.each.setup(async () => {
    await clearAuthRateLimits()
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('the page renders on the server in English and Italian', async ({ assert }) => {
    assert.include(await new Visitor().markup('/forgot-password'), 'Forgot your password?')
    assert.include(
      await new Visitor('it').markup('/forgot-password'),
      'Hai dimenticato la password?'
    )
  })

  test('always the same success; only an existing account gets the signed link', async ({
    assert,
  }) => {
    const user = await givenUser()
    const answers = []
    for (const email of [user.email, 'nobody-here@example.test']) {
      const visitor = await Visitor.opening('/forgot-password')
      const response = await visitor.submit('/forgot-password', { email })
      answers.push([response.status(), response.header('location')])
      const page = await visitor.follow(response)
      assert.isTrue(page.props.sent)
      assert.equal(page.flash?.toast?.title, 'Check your inbox')
    }
    assert.deepEqual(answers[0], answers[1])
    const link = mails.linkTo(user.email, '/recover-password/')
    assert.match(link, /^\/recover-password\/[A-Za-z0-9_-]{43}\?signature=/)
    assert.lengthOf(mails.queuedTo('nobody-here@example.test'), 0)

    const it = await new Visitor('it').markup('/forgot-password?sent=1')
    assert.include(it, 'Se esiste un account con questo indirizzo e-mail')
  })

  test("an empty e-mail gets 'E-mail required'", async ({ assert }) => {
    const visitor = await Visitor.opening('/forgot-password')
    const page = await visitor.follow(await visitor.submit('/forgot-password', { email: '' }))
    assert.equal(page.props.errors.email, 'E-mail required')
  })

  test('POST /api/auth/forgot-password always answers 200', async ({ assert }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/forgot-password')
    const bodies = []
    for (const email of [user.email, 'nobody-here@example.test', 'not-an-address', '']) {
      const response = await visitor.call('POST', '/api/auth/forgot-password', { email })
      response.assertStatus(200)
      bodies.push(response.body())
    }
    assert.deepEqual(bodies[0], bodies[1])
    assert.deepEqual(bodies[1], bodies[2])
    assert.lengthOf(mails.queuedTo(user.email), 1)
  })

  test('forgot password is rate-limited per e-mail address, and still answers success (spec section 7)', async ({
    assert,
  }) => {
    const user = await givenUser()
    const visitor = await Visitor.opening('/forgot-password')
    const answers = []
    for (let attempt = 0; attempt <= RATE_LIMITS.forgotPasswordPerEmail.requests; attempt++) {
      const response = await visitor.call('POST', '/api/auth/forgot-password', {
        email: user.email,
      })
      response.assertStatus(200)
      answers.push(response.body())
    }
    // The request over the limit gets the same answer, and no mail.
    assert.deepEqual(answers.at(-1), answers[0])
    assert.lengthOf(mails.queuedTo(user.email), RATE_LIMITS.forgotPasswordPerEmail.requests)

    const submitted = await visitor.submit('/forgot-password', { email: user.email })
    assert.equal(submitted.header('location'), '/forgot-password?sent=1')
    const page = await visitor.follow(submitted)
    assert.isTrue(page.props.sent)
    assert.isUndefined(page.props.errors?.form)
    assert.equal(page.flash?.toast?.title, 'Check your inbox')
    assert.notEqual(page.flash?.toast?.variant, 'destructive')
    assert.lengthOf(mails.queuedTo(user.email), RATE_LIMITS.forgotPasswordPerEmail.requests)

    const italianVisitor = await Visitor.opening('/forgot-password', 'it')
    const italian = await italianVisitor.call('POST', '/api/auth/forgot-password', {
      email: user.email,
    })
    italian.assertStatus(200)
    assert.include(italian.body().message, 'Se esiste un account con questo indirizzo e-mail')
  })

  test('forgot password over the per-address limit of one IP answers success too', async ({
    assert,
  }) => {
    const visitor = await Visitor.opening('/forgot-password')
    for (let attempt = 0; attempt <= RATE_LIMITS.forgotPasswordPerIp.requests; attempt++) {
      const response = await visitor.call('POST', '/api/auth/forgot-password', {
        email: `someone-${attempt}@example.test`,
      })
      response.assertStatus(200)
      assert.property(response.body(), 'message')
    }
  })
})

test.group('Password reset | new password', (group) => {
  withRealHashing(group)
  let mails: MailCapture
  group.each.setup(async () => {
    await clearAuthRateLimits()
    mails = new MailCapture()
    return () => mails.restore()
  })

  async function resetLinkFor(user: User) {
    const visitor = await Visitor.opening('/forgot-password')
    await visitor.submit('/forgot-password', { email: user.email })
    return mails.linkTo(user.email, '/recover-password/')
  }

  test('the link opens the form for that account, in both languages', async ({ assert }) => {
    const user = await givenUser()
    const link = await resetLinkFor(user)
    const page = await new Visitor().page(link)
    assert.equal(page.component, 'accounts/recover_password')
    assert.equal(page.props.status, 'valid')
    assert.equal(page.props.email, user.email)
    assert.include(await new Visitor().markup(link), 'Choose a new password')
    assert.include(await new Visitor('it').markup(link), 'Scegli una nuova password')
  })

  test('a new password ends every other session, works once, and is announced by e-mail', async ({
    assert,
  }) => {
    const user = await givenUser()
    const laptop = await signedIn(user)
    const phone = await signedIn(user, true)
    const phoneRememberMe = phone.cookie('remember_web')
    assert.exists(phoneRememberMe)
    assert.equal(await laptop.statusOf('GET', '/api/auth/me'), 200)

    const link = await resetLinkFor(user)
    const token = link.split('/')[2].split('?')[0]
    const visitor = await Visitor.opening(link)
    const response = await visitor.submit(
      '/reset-password',
      { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      link
    )
    response.assertStatus(302)
    assert.equal(response.header('location'), '/login?reason=password_reset')
    const landing = await visitor.follow(response)
    assert.equal(landing.props.notice, 'password_reset')

    // Sessions created before the reset no longer authenticate...
    const laptopMe = await laptop.call('GET', '/api/auth/me')
    laptopMe.assertStatus(401)
    assert.equal(laptopMe.body().message, 'Unauthorized')
    assert.equal(await laptop.statusOf('POST', '/api/token/refresh'), 401)
    // ...nor does a remember-me cookie, even without its session.
    phone.forget('mm-session')
    assert.equal(await phone.statusOf('GET', '/api/auth/me'), 401)
    const [{ total }] = await db
      .from('remember_me_tokens')
      .where('tokenable_id', user.id)
      .count('* as total')
    assert.equal(Number(total), 0)

    // The new password signs in, the old one does not.
    const fresh = await Visitor.opening('/login')
    assert.equal(
      await fresh.statusOf('POST', '/api/auth/login', {
        email: user.email,
        password: OLD_PASSWORD,
      }),
      401
    )
    assert.equal(
      await fresh.statusOf('POST', '/api/auth/login', {
        email: user.email,
        password: NEW_PASSWORD,
      }),
      200
    )

    assert.lengthOf(mails.queuedTo(user.email), 2, 'reset link, then password changed')
    assert.include(MailCapture.contents(mails.queuedTo(user.email)[1]), 'password')

    // The link worked once.
    const again = await new Visitor().page(link)
    assert.equal(again.props.status, 'used')
    const retry = await visitor.submit(
      '/reset-password',
      { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      link
    )
    const retryPage = await visitor.follow(retry)
    assert.equal(retryPage.props.errors.form, 'This password reset link was already used.')
  })

  test('resetting verifies an address that was never verified', async ({ assert }) => {
    const user = await givenUser()
    await User.query().where('id', user.id).update({ email_verified_at: null })
    const link = await resetLinkFor(user)
    const token = link.split('/')[2].split('?')[0]
    const visitor = await Visitor.opening(link)
    await visitor.submit(
      '/reset-password',
      { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      link
    )
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('a weak or unconfirmed password is refused, in both languages', async ({ assert }) => {
    const user = await givenUser({ firstName: 'Marguerite' })
    const link = await resetLinkFor(user)
    const token = link.split('/')[2].split('?')[0]
    for (const [locale, weak, mismatch] of [
      ['en', 'Please choose a stronger password', 'The passwords do not match'],
      ['it', 'Scegli una password più sicura', 'Le password non coincidono'],
    ] as const) {
      const visitor = await Visitor.opening(link, locale)
      const weakPage = await visitor.follow(
        await visitor.submit(
          '/reset-password',
          { token, password: 'Marguerite2026!', password_confirmation: 'Marguerite2026!' },
          link
        )
      )
      assert.equal(weakPage.props.errors.password, weak)
      const mismatchPage = await visitor.follow(
        await visitor.submit(
          '/reset-password',
          { token, password: NEW_PASSWORD, password_confirmation: 'something-else' },
          link
        )
      )
      assert.equal(mismatchPage.props.errors.password_confirmation, mismatch)
    }
    // Still usable: nothing was consumed.
    assert.propertyVal(await new Visitor().props(link), 'status', 'valid')
  })

  test('an expired link shows why and offers a new one; the form refuses it too', async ({
    assert,
  }) => {
    const user = await givenUser()
    const link = await resetLinkFor(user)
    const token = link.split('/')[2].split('?')[0]
    await AuthToken.query()
      .where('user_id', user.id)
      .update({ expires_at: toDbInstant(DateTime.utc().minus({ seconds: 1 })) })

    const page = await new Visitor().page(link)
    assert.equal(page.props.status, 'expired')
    assert.isNull(page.props.token)
    const markup = await new Visitor().markup(link)
    assert.include(markup, 'This password reset link has expired. Ask for a new one.')
    assert.include(markup, 'Ask for a new link')
    assert.include(
      await new Visitor('it').markup(link),
      'Questo link per reimpostare la password è scaduto. Richiedine uno nuovo.'
    )

    const visitor = await Visitor.opening('/forgot-password')
    const refused = await visitor.follow(
      await visitor.submit(
        '/reset-password',
        { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        link
      )
    )
    assert.equal(
      refused.props.errors.form,
      'This password reset link has expired. Ask for a new one.'
    )
  })

  test('a tampered or unsigned link is invalid', async ({ assert }) => {
    const user = await givenUser()
    const link = await resetLinkFor(user)
    assert.propertyVal(await new Visitor().props(link.split('?')[0]), 'status', 'invalid')
    assert.propertyVal(await new Visitor().props(`${link}0`), 'status', 'invalid')
  })

  test('/reset-password?token= opens the same form', async ({ assert }) => {
    const user = await givenUser()
    const link = await resetLinkFor(user)
    const token = link.split('/')[2].split('?')[0]
    const page = await new Visitor().page(`/reset-password?token=${token}`)
    assert.equal(page.component, 'accounts/reset_password')
    assert.equal(page.props.status, 'valid')
    assert.propertyVal(await new Visitor().props('/reset-password?token=nope'), 'status', 'invalid')
    assert.propertyVal(await new Visitor().props('/reset-password'), 'status', 'invalid')
  })

  test('POST /api/auth/reset-password: 200 once, then VALIDATION_ERROR', async ({ assert }) => {
    const user = await givenUser()
    const link = await resetLinkFor(user)
    const token = link.split('/')[2].split('?')[0]
    const visitor = await Visitor.opening('/forgot-password')

    const weak = await visitor.call('POST', '/api/auth/reset-password', {
      token,
      password: 'password1',
    })
    weak.assertStatus(422)
    assert.deepEqual(weak.body().errors, { password: ['Please choose a stronger password'] })

    const done = await visitor.call('POST', '/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
    })
    done.assertStatus(200)
    assert.equal(done.body().message, 'Your password was changed. Sign in with your new password.')

    const reused = await visitor.call('POST', '/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
    })
    reused.assertStatus(422)
    assert.equal(reused.body().errorCode, 'VALIDATION_ERROR')
    assert.deepEqual(reused.body().errors, {
      token: ['This password reset link was already used.'],
    })

    const unknown = await visitor.call('POST', '/api/auth/reset-password', {
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
    })
    assert.deepEqual(unknown.body().errors, { token: ['This password reset link is not valid.'] })

    const it = await Visitor.opening('/forgot-password', 'it')
    const itUnknown = await it.call('POST', '/api/auth/reset-password', {
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
    })
    assert.deepEqual(itUnknown.body().errors, {
      token: ['Questo link per reimpostare la password non è valido.'],
    })

    const missing = await visitor.call('POST', '/api/auth/reset-password', {})
    missing.assertStatus(422)
    assert.properties(missing.body().errors, ['token', 'password'])
  })
})
