import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { toDbInstant } from '#database/columns'
import env from '#start/env'
import DiscountCode from '#referrals/models/discount_code'
import ReferralCode from '#referrals/models/referral_code'
import Reward from '#referrals/models/reward'
import { givenUser } from '#tests/helpers/users'
import { bodyOf, givenConversions, givenReferredFriend, givenReferrer } from './helpers.js'

const appUrl = () => env.get('APP_URL').replace(/\/+$/, '')

test.group('Referrals | API shapes', () => {
  test('GET /api/referral: a new user gets a code and zeroed info', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client.get('/api/referral').loginAs(user)
    response.assertStatus(200)
    const body = response.body()
    assert.match(body.code, /^[A-HJ-NP-Z2-9]{8}$/)
    assert.deepEqual(body, {
      code: body.code,
      referralCode: body.code,
      referralLink: `${appUrl()}/r/${body.code}`,
      totalReferrals: 0,
      numberOfReferrals: 0,
      successfulReferrals: 0,
      referredUsers: [],
      freeSessionsEarned: 0,
      freeSessionsAvailable: 0,
      totalCreditsEarned: 0,
      creditsBalance: 0,
      nextFreeSessionProgress: 0,
      referralsUntilNextFreeSession: 3,
      isDiscountExpired: false,
      discountExpiryDaysRemaining: 0,
    })
    // The same code on the next call.
    const again = await client.get('/api/referral').loginAs(user)
    assert.equal(again.body().code, body.code)
  })

  test('GET /api/referral: totals, credits and the next free session after 4 conversions', async ({
    client,
    assert,
  }) => {
    const { user, code } = await givenReferrer()
    await givenConversions(code, 4)
    await givenReferredFriend(code)
    const firstCredit = await Reward.query()
      .where('referrerUserId', user.id)
      .where('type', 'credit')
      .orderBy('id')
      .firstOrFail()
    await Reward.query()
      .where('id', firstCredit.id)
      .update({ status: 'processed', processed_at: toDbInstant(DateTime.utc()) })
    const body = await bodyOf(client.get('/api/referral').loginAs(user))
    assert.equal(body.totalReferrals, 5)
    assert.equal(body.numberOfReferrals, 5)
    assert.equal(body.successfulReferrals, 4)
    assert.lengthOf(body.referredUsers, 5)
    assert.equal(body.freeSessionsEarned, 1)
    assert.equal(body.freeSessionsAvailable, 0, 'not processed yet')
    assert.equal(body.totalCreditsEarned, 40)
    assert.equal(body.creditsBalance, 10)
    assert.closeTo(body.nextFreeSessionProgress, 33.33, 0.01)
    assert.equal(body.referralsUntilNextFreeSession, 2)
  })

  test('GET /api/referral: derived values at 0, 1, 2, 3 and 4 conversions', async ({
    client,
    assert,
  }) => {
    const { user, code } = await givenReferrer()
    const expected = [
      { until: 3, progress: 0, earned: 0 },
      { until: 2, progress: 33.33, earned: 0 },
      { until: 1, progress: 66.67, earned: 0 },
      { until: 3, progress: 0, earned: 1 },
      { until: 2, progress: 33.33, earned: 1 },
    ]
    for (const [count, values] of expected.entries()) {
      if (count > 0) await givenConversions(code, 1)
      const body = await bodyOf(client.get('/api/referral').loginAs(user))
      assert.equal(body.successfulReferrals, count)
      assert.equal(body.referralsUntilNextFreeSession, values.until, `${count} conversions`)
      assert.closeTo(body.nextFreeSessionProgress, values.progress, 0.01, `${count} conversions`)
      assert.equal(body.freeSessionsEarned, values.earned, `${count} conversions`)
      assert.equal(body.totalCreditsEarned, count * 10)
    }
  })

  test('GET /api/referral: the own discount as a referred friend, expired or not', async ({
    client,
    assert,
  }) => {
    const { code } = await givenReferrer()
    const friend = await givenReferredFriend(code)
    const fresh = await bodyOf(client.get('/api/referral').loginAs(friend))
    assert.isFalse(fresh.isDiscountExpired)
    assert.equal(fresh.discountExpiryDaysRemaining, 30)

    await DiscountCode.query()
      .where('userId', friend.id)
      .update({ expires_at: toDbInstant(DateTime.utc().minus({ hours: 1 })) })
    const expired = await bodyOf(client.get('/api/referral').loginAs(friend))
    assert.isTrue(expired.isDiscountExpired)
    assert.equal(expired.discountExpiryDaysRemaining, 0)
  })

  test('referred users and rewards: pages with pagination, newest first', async ({
    client,
    assert,
  }) => {
    const { user, code } = await givenReferrer()
    await givenConversions(code, 3)
    for (let i = 0; i < 9; i++) await givenReferredFriend(code)

    const first = await client.get('/api/referral/referred-users').loginAs(user)
    first.assertStatus(200)
    assert.lengthOf(first.body().data, 10)
    assert.deepEqual(first.body().pagination, {
      total: 12,
      page: 1,
      limit: 10,
      pages: 2,
      hasMore: true,
    })
    const item = first.body().data[0]
    assert.deepEqual(Object.keys(item).sort(), [
      'id',
      'name',
      'referralDate',
      'status',
      'subscriptionDate',
    ])
    assert.equal(item.name, 'Ada Lovelace')

    const second = await client
      .get('/api/referral/referred-users')
      .qs({ page: 2, limit: 10 })
      .loginAs(user)
    assert.lengthOf(second.body().data, 2)
    assert.deepEqual(second.body().pagination, {
      total: 12,
      page: 2,
      limit: 10,
      pages: 2,
      hasMore: false,
    })
    const converted = second.body().data.filter((one: any) => one.status === 'converted')
    assert.lengthOf(converted, 2)
    assert.isString(converted[0].subscriptionDate)

    const rewards = await client.get('/api/referral/rewards').qs({ limit: 2 }).loginAs(user)
    rewards.assertStatus(200)
    assert.deepEqual(rewards.body().pagination, {
      total: 4,
      page: 1,
      limit: 2,
      pages: 2,
      hasMore: true,
    })
    const types = rewards.body().data.map((one: any) => one.type)
    assert.deepEqual(types, ['free_session', 'credit'])
    assert.deepEqual(Object.keys(rewards.body().data[1]).sort(), [
      'amount',
      'currency',
      'dateEarned',
      'id',
      'status',
      'type',
    ])
    assert.equal(rewards.body().data[1].amount, 10)
    assert.equal(rewards.body().data[1].status, 'pending')

    const empty = await client.get('/api/referral/rewards').loginAs(await givenUser())
    assert.deepEqual(empty.body(), {
      data: [],
      pagination: { total: 0, page: 1, limit: 10, pages: 0, hasMore: false },
    })
  })

  test('bad page or limit: VALIDATION_ERROR with field errors', async ({ client, assert }) => {
    const user = await givenUser()
    for (const [path, qs] of [
      ['/api/referral/referred-users', { page: 0 }],
      ['/api/referral/referred-users', { limit: 'ten' }],
      ['/api/referral/rewards', { limit: 51 }],
      ['/api/referral/rewards', { page: 1.5 }],
    ] as const) {
      const response = await client.get(path).qs(qs).loginAs(user)
      response.assertStatus(422)
      assert.equal(response.body().errorCode, 'VALIDATION_ERROR', `${path} ${JSON.stringify(qs)}`)
      assert.properties(response.body(), ['message', 'errors', 'requestId'])
      assert.deepEqual(Object.keys(response.body().errors), Object.keys(qs))
    }
  })

  test('POST /api/referral/generate-code replaces the code and link', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const created = await client.post('/api/referral/generate-code').withCsrfToken().loginAs(user)
    created.assertStatus(200)
    const first = created.body()
    assert.deepEqual(first, {
      code: first.code,
      referralCode: first.code,
      referralLink: `${appUrl()}/r/${first.code}`,
    })
    const replaced = await bodyOf(
      client.post('/api/referral/generate-code').withCsrfToken().loginAs(user)
    )
    assert.notEqual(replaced.code, first.code)
    const rows = await ReferralCode.query().where('userId', user.id)
    assert.deepEqual(
      rows.map((row) => row.code),
      [replaced.code]
    )
    const info = await bodyOf(client.get('/api/referral').loginAs(user))
    assert.equal(info.code, replaced.code)
  })

  test('GET /api/referral/was-referred, for a referred friend and for anyone else', async ({
    client,
    assert,
  }) => {
    const { code } = await givenReferrer({ firstName: 'Marie' })
    const friend = await givenReferredFriend(code)
    const body = await bodyOf(client.get('/api/referral/was-referred').loginAs(friend))
    const discount = await DiscountCode.findByOrFail('userId', friend.id)
    assert.deepEqual(body, {
      wasReferred: true,
      referrerName: 'Marie',
      discountCode: discount.code,
      discountExpiryDate: discount.expiresAt.toUTC().toISO(),
    })
    assert.equal(discount.percent, 20)

    const nobody = await bodyOf(client.get('/api/referral/was-referred').loginAs(await givenUser()))
    assert.deepEqual(nobody, {
      wasReferred: false,
      referrerName: null,
      discountCode: null,
      discountExpiryDate: null,
    })
  })

  test('signed out: 401 UNAUTHORIZED with the error shape on every call', async ({
    client,
    assert,
  }) => {
    for (const path of [
      '/api/referral',
      '/api/referral/referred-users',
      '/api/referral/rewards',
      '/api/referral/was-referred',
    ]) {
      const response = await client.get(path).accept('json')
      response.assertStatus(401)
      assert.equal(response.body().errorCode, 'UNAUTHORIZED', path)
      assert.properties(response.body(), ['message', 'requestId'])
    }
    const generate = await client.post('/api/referral/generate-code').withCsrfToken().accept('json')
    generate.assertStatus(401)
    assert.equal(generate.body().errorCode, 'UNAUTHORIZED')
  })

  test('GET /api/r/:code is an empty placeholder', async ({ client, assert }) => {
    const response = await client.get('/api/r/ABCDEFGH')
    response.assertStatus(204)
    assert.equal(response.text(), '')
  })
})
