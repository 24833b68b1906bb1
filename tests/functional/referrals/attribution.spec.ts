import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import User from '#accounts/models/user'
import Referral from '#referrals/models/referral'
import DiscountCode from '#referrals/models/discount_code'
import { attributeReferral, wasReferred } from '#referrals/services/attribution'
import { lookupReferralCode } from '#referrals/services/codes'
import { givenUser, newcomer } from '#tests/helpers/users'
import { MailCapture } from '#tests/helpers/mail_capture'
import { Visitor } from '#tests/helpers/visitor'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'
import { FakeOAuthServer, googleUserInfo } from '#tests/helpers/fake_oauth_server'
import { givenReferrer } from './helpers.js'

async function referralsOf(email: string) {
  const user = await User.findByOrFail('email', email.trim().toLowerCase())
  const referrals = await Referral.query().where('referredUserId', user.id)
  const discounts = await DiscountCode.query().where('userId', user.id)
  return { user, referrals, discounts }
}

test.group('Referrals | attribution at registration', (group) => {
  let mails: MailCapture
  group.each.setup(async () => {
    await clearAuthRateLimits()
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('a code in the API sign-up: a pending referral for 30 days and a 20 % discount code', async ({
    assert,
  }) => {
    const { user: referrer, code } = await givenReferrer({ firstName: 'Marie' })
    const input = newcomer({ referralCode: code.toLowerCase() })
    const visitor = await Visitor.opening('/register')
    const before = DateTime.utc().startOf('second')
    const response = await visitor.call('POST', '/api/auth/register', input)
    response.assertStatus(201)

    const { user, referrals, discounts } = await referralsOf(input.email as string)
    assert.lengthOf(referrals, 1)
    assert.equal(referrals[0].referrerUserId, referrer.id)
    assert.equal(referrals[0].code, code)
    assert.equal(referrals[0].status, 'pending')
    assert.isNull(referrals[0].convertedAt)
    const window = referrals[0].expiresAt.diff(before, 'days').days
    assert.isAtLeast(window, 30)
    assert.isBelow(window, 30.01)

    assert.lengthOf(discounts, 1)
    assert.equal(discounts[0].percent, 20)
    assert.equal(discounts[0].referralId, referrals[0].id)
    assert.isNull(discounts[0].usedAt)
    assert.isBelow(Math.abs(discounts[0].expiresAt.diff(referrals[0].expiresAt).as('seconds')), 5)

    const status = await wasReferred(user)
    assert.isTrue(status.wasReferred)
    assert.equal(status.referrerName, 'Marie')
    assert.equal(status.discountCode, discounts[0].code)
  })

  test('the page form with the code captured in the referralCode cookie', async ({ assert }) => {
    const { user: referrer, code } = await givenReferrer()
    const visitor = await Visitor.opening('/register')
    visitor.cookies.set('referralCode', code)
    const input = newcomer()
    const response = await visitor.submit('/register', input)
    response.assertStatus(302)
    const { referrals } = await referralsOf(input.email as string)
    assert.lengthOf(referrals, 1)
    assert.equal(referrals[0].referrerUserId, referrer.id)
  })

  test('the API sign-up with only the cookie; the code sent in the form outranks the cookie', async ({
    assert,
  }) => {
    const first = await givenReferrer()
    const second = await givenReferrer()

    const byCookie = await Visitor.opening('/register')
    byCookie.cookies.set('referralCode', first.code)
    const input = newcomer()
    const signedUp = await byCookie.call('POST', '/api/auth/register', input)
    signedUp.assertStatus(201)
    const viaCookie = await referralsOf(input.email as string)
    assert.equal(viaCookie.referrals[0]?.referrerUserId, first.user.id)

    // The client sends the code it captured first; a later cookie does not change it.
    const both = await Visitor.opening('/register')
    both.cookies.set('referralCode', second.code)
    const other = newcomer({ referralCode: first.code })
    const signedUpToo = await both.call('POST', '/api/auth/register', other)
    signedUpToo.assertStatus(201)
    const viaBody = await referralsOf(other.email as string)
    assert.equal(viaBody.referrals[0]?.referrerUserId, first.user.id)
  })

  test('an unknown code never blocks sign-up and is ignored', async ({ assert }) => {
    const input = newcomer({ referralCode: 'ZZZZ2222' })
    const visitor = await Visitor.opening('/register')
    const response = await visitor.call('POST', '/api/auth/register', input)
    response.assertStatus(201)
    const { user, referrals, discounts } = await referralsOf(input.email as string)
    assert.lengthOf(referrals, 0)
    assert.lengthOf(discounts, 0)
    const status = await wasReferred(user)
    assert.isFalse(status.wasReferred)
    assert.isNull(await lookupReferralCode('ZZZZ2222'))
  })

  test('the landing lookup names the referrer by first name', async ({ assert }) => {
    const { code } = await givenReferrer({ firstName: 'Marie' })
    assert.deepEqual(await lookupReferralCode(code.toLowerCase()), {
      code,
      referrerFirstName: 'Marie',
    })
    assert.isNull(await lookupReferralCode('not-a-code'))
  })
})

test.group('Referrals | attribution rules', () => {
  test('first code wins: a user is referred at most once', async ({ assert }) => {
    const first = await givenReferrer()
    const second = await givenReferrer()
    const friend = await givenUser()
    const attributed = await attributeReferral(friend, first.code)
    assert.isTrue(attributed.attributed)
    assert.deepEqual(await attributeReferral(friend, second.code), {
      attributed: false,
      reason: 'already_referred',
    })
    assert.deepEqual(await attributeReferral(friend, first.code), {
      attributed: false,
      reason: 'already_referred',
    })
    const rows = await Referral.query().where('referredUserId', friend.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].referrerUserId, first.user.id)
    assert.lengthOf(await DiscountCode.query().where('userId', friend.id), 1)
  })

  test('concurrent attributions of one user: one referral, one discount', async ({ assert }) => {
    const first = await givenReferrer()
    const second = await givenReferrer()
    const friend = await givenUser()
    const outcomes = await Promise.all([
      attributeReferral(friend, first.code),
      attributeReferral(friend, second.code),
      attributeReferral(friend, first.code),
    ])
    assert.lengthOf(
      outcomes.filter((one) => one.attributed),
      1
    )
    assert.lengthOf(await Referral.query().where('referredUserId', friend.id), 1)
    assert.lengthOf(await DiscountCode.query().where('userId', friend.id), 1)
  })

  test('no self-referral: the own code, or an account with the same e-mail', async ({ assert }) => {
    const { user, code } = await givenReferrer()
    assert.deepEqual(await attributeReferral(user, code), {
      attributed: false,
      reason: 'self_referral',
    })
    // A second account whose address only differs in case and spaces.
    const twin = new User()
    twin.email = ` ${user.email.toUpperCase()} `
    twin.id = -1
    assert.deepEqual(await attributeReferral(twin, code), {
      attributed: false,
      reason: 'self_referral',
    })
    assert.lengthOf(await Referral.query().where('referrerUserId', user.id), 0)
  })

  test('no code, a malformed code, or a suspended referrer: nothing', async ({ assert }) => {
    const friend = await givenUser()
    assert.deepEqual(await attributeReferral(friend, null), {
      attributed: false,
      reason: 'no_code',
    })
    assert.deepEqual(await attributeReferral(friend, 'abc'), {
      attributed: false,
      reason: 'unknown_code',
    })
    const { user: suspended, code } = await givenReferrer()
    suspended.status = 'suspended'
    await suspended.save()
    assert.deepEqual(await attributeReferral(friend, code), {
      attributed: false,
      reason: 'unknown_code',
    })
    assert.lengthOf(await Referral.query().where('referredUserId', friend.id), 0)
  })
})

test.group('Referrals | attribution at a Google sign-up', (group) => {
  const provider = new FakeOAuthServer()
  group.setup(async () => {
    await provider.start()
    return () => provider.stop()
  })
  group.each.setup(() => {
    provider.reset()
    mail.fake()
    return () => mail.restore()
  })

  /** The browser's round trip through the provider's consent screen, back at the app. */
  async function signInWithGoogle(visitor: Visitor) {
    const redirect = await visitor.get('/auth/google/redirect')
    redirect.assertStatus(302)
    const consent = await fetch(redirect.header('location')!, { redirect: 'manual' })
    const back = new URL(consent.headers.get('location')!)
    const landed = await visitor.get(`${back.pathname}${back.search}`)
    landed.assertStatus(302)
  }

  test('a new account created by Google with a captured code is attributed; a later sign-in adds nothing', async ({
    assert,
  }) => {
    const { user: referrer, code } = await givenReferrer()
    const other = await givenReferrer()
    const profile = googleUserInfo()
    const email = String(profile.email)
    provider.approveAs('google', profile)
    const visitor = new Visitor()
    visitor.cookies.set('referralCode', code)
    await signInWithGoogle(visitor)

    const { user, referrals, discounts } = await referralsOf(email)
    assert.equal(user.googleId, profile.sub)
    assert.lengthOf(referrals, 1)
    assert.equal(referrals[0].referrerUserId, referrer.id)
    assert.lengthOf(discounts, 1)

    // Signing in again with another captured code changes nothing.
    provider.approveAs('google', profile)
    const again = new Visitor()
    again.cookies.set('referralCode', other.code)
    await signInWithGoogle(again)
    const after = await referralsOf(email)
    assert.lengthOf(after.referrals, 1)
    assert.equal(after.referrals[0].referrerUserId, referrer.id)
  })
})
