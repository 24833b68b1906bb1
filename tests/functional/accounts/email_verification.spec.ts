import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import User from '#accounts/models/user'
import AuthToken from '#accounts/models/auth_token'
import { RATE_LIMITS } from '#business/accounts'
import { toDbInstant } from '#database/columns'
import { givenUser, newcomer } from '#tests/helpers/users'
import { MailCapture } from '#tests/helpers/mail_capture'
import { Visitor } from '#tests/helpers/visitor'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'

test.group('E-mail verification', (group) => {
  let mails: MailCapture
  group.each.setup(async () => {
    await clearAuthRateLimits()
    mails = new MailCapture()
    return () => mails.restore()
  })

  async function registered(locale: 'en' | 'it' = 'en') {
    const input = newcomer()
    const visitor = await Visitor.opening('/register', locale)
    const response = await visitor.call('POST', '/api/auth/register', input)
    response.assertStatus(201)
    return { visitor, email: input.email, link: mails.linkTo(input.email, '/verify-email/') }
  }

  test('the link verifies the address, signs in, welcomes and continues to onboarding', async ({
    assert,
  }) => {
    const { email, link } = await registered()
    const visitor = new Visitor()
    const response = await visitor.get(link)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/onboarding')

    const user = await User.findByOrFail('email', email)
    assert.isNotNull(user.emailVerifiedAt)
    assert.isNotNull(user.lastLoginAt)
    const me = await visitor.call('GET', '/api/auth/me')
    me.assertStatus(200)
    assert.equal(me.body().user.email, email)
    assert.lengthOf(mails.queuedTo(email), 2, 'verification, then welcome')
  })

  test('a used link explains itself and offers a new one, in both languages', async ({
    assert,
  }) => {
    const { link } = await registered()
    await new Visitor().get(link)
    const again = await new Visitor().page(link)
    assert.equal(again.component, 'accounts/verify_email')
    assert.equal(again.props.status, 'used')
    assert.include(await new Visitor().markup(link), 'This verification link was already used')
    const it = await new Visitor('it').markup(link)
    assert.include(it, 'Questo link di verifica è già stato usato')
    assert.include(it, 'Invia di nuovo la verifica')
  })

  test('an expired link is refused and leaves the address unverified', async ({ assert }) => {
    const { email, link } = await registered()
    const user = await User.findByOrFail('email', email)
    await AuthToken.query()
      .where('user_id', user.id)
      .update({ expires_at: toDbInstant(DateTime.utc().minus({ minutes: 1 })) })

    const page = await new Visitor().page(link)
    assert.equal(page.props.status, 'expired')
    assert.include(await new Visitor().markup(link), 'This verification link has expired')
    assert.include(await new Visitor().markup(link), 'Resend verification')
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('a tampered, unsigned or unknown link is invalid', async ({ assert }) => {
    const { link } = await registered()
    const [path] = link.split('?')
    assert.propertyVal(await new Visitor().props(path), 'status', 'invalid')
    assert.propertyVal(await new Visitor().props(`${link}x`), 'status', 'invalid')
    const otherToken = link.replace(/\/verify-email\/[^?]+/, '/verify-email/' + 'A'.repeat(43))
    assert.propertyVal(await new Visitor().props(otherToken), 'status', 'invalid')
  })

  test('a new link replaces the previous one', async ({ assert }) => {
    const { visitor, email, link } = await registered()
    assert.equal(await visitor.statusOf('POST', '/api/auth/resend-verification', { email }), 200)
    const newer = mails.linkTo(email, '/verify-email/')
    assert.notEqual(newer, link)
    assert.propertyVal(await new Visitor().props(link), 'status', 'invalid')
    const verified = await new Visitor().get(newer)
    verified.assertStatus(302)
  })
})

test.group('E-mail verification | resend', (group) => {
  let mails: MailCapture
  group.each.setup(async () => {
    await clearAuthRateLimits()
    mails = new MailCapture()
    return () => mails.restore()
  })

  test("an empty e-mail gets 'E-mail required', in both languages", async ({ assert }) => {
    const en = await Visitor.opening('/resend-verification')
    const enPage = await en.follow(await en.submit('/resend-verification', { email: '' }))
    assert.equal(enPage.props.errors.email, 'E-mail required')
    const it = await Visitor.opening('/resend-verification', 'it')
    const itPage = await it.follow(await it.submit('/resend-verification', { email: '' }))
    assert.equal(itPage.props.errors.email, 'E-mail obbligatoria')
    const api = await en.call('POST', '/api/auth/resend-verification', { email: '' })
    api.assertStatus(422)
    assert.deepEqual(api.body().errors, { email: ['E-mail required'] })
  })

  test('the same answer for a waiting, a verified and an unknown address; only the waiting one gets mail', async ({
    assert,
  }) => {
    const waiting = await givenUser()
    await User.query().where('id', waiting.id).update({ email_verified_at: null })
    const verified = await givenUser()
    const answers = []
    for (const email of [waiting.email, verified.email, 'nobody-at-all@example.test']) {
      const visitor = await Visitor.opening('/resend-verification')
      const response = await visitor.submit('/resend-verification', { email })
      answers.push([response.status(), response.header('location')])
      const page = await visitor.follow(response)
      assert.isTrue(page.props.sent)
      assert.equal(page.flash?.toast?.title, 'Check your inbox')
    }
    assert.deepEqual(answers[0], answers[1])
    assert.deepEqual(answers[1], answers[2])
    assert.lengthOf(mails.queuedTo(waiting.email), 1)
    assert.lengthOf(mails.queuedTo(verified.email), 0)
    assert.include(
      await new Visitor('it').markup('/resend-verification?sent=1'),
      'Controlla la tua casella di posta'
    )
  })

  test('resending is rate-limited per e-mail address', async ({ assert }) => {
    const visitor = await Visitor.opening('/resend-verification')
    const email = 'flooded@example.test'
    for (let attempt = 0; attempt < RATE_LIMITS.resendVerificationPerEmail.requests; attempt++) {
      assert.equal(await visitor.statusOf('POST', '/api/auth/resend-verification', { email }), 200)
    }
    const limited = await visitor.call('POST', '/api/auth/resend-verification', { email })
    limited.assertStatus(429)
    assert.equal(limited.body().errorCode, 'RATE_LIMIT_EXCEEDED')
    assert.equal(
      await visitor.statusOf('POST', '/api/auth/resend-verification', {
        email: 'other@example.test',
      }),
      200
    )

    const it = await Visitor.opening('/resend-verification', 'it')
    const page = await it.follow(await it.submit('/resend-verification', { email }))
    assert.equal(page.props.errors.form, 'Limite di richieste superato. Riprova più tardi.')
  })
})
