import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { toDbInstant } from '#database/columns'
import Invoice from '#billing/models/invoice'
import Referral from '#referrals/models/referral'
import Reward from '#referrals/models/reward'
import DiscountCode from '#referrals/models/discount_code'
import { billingSettings } from '#config/stripe'
import { completeTestCheckout, startCheckout } from '#billing/services/checkout'
import { convertReferralOnPayment, expireReferrals } from '#referrals/services/conversion'
import { processRewards } from '#referrals/services/reward_processing'
import { FakeStripe, configuredCatalog, deliverAll, inTestMode } from '#tests/helpers/fake_stripe'
import {
  givenConversions,
  givenReferredFriend,
  givenReferrer,
  referralOf,
  statusOf,
} from './helpers.js'

function withoutLaunchDiscount() {
  const before = billingSettings.launchDiscountEnabled
  billingSettings.launchDiscountEnabled = false
  return () => {
    billingSettings.launchDiscountEnabled = before
  }
}

async function rewardsOf(referrerId: number) {
  return Reward.query().where('referrerUserId', referrerId).orderBy('id')
}

test.group('Referrals | conversion in test-mode checkout', (group) => {
  group.setup(() => inTestMode())
  group.setup(() => withoutLaunchDiscount())

  test('the friend subscribes with 20 % off: converted, the referrer earns a pending 10 EUR credit', async ({
    assert,
  }) => {
    const { user: referrer, code } = await givenReferrer()
    const friend = await givenReferredFriend(code)
    const { url } = await startCheckout(friend, 'BASE', 'monthly', 'en')
    const publicId = url.split('/').pop()!
    await completeTestCheckout(friend, publicId)

    const invoice = await Invoice.findByOrFail('userId', friend.id)
    assert.equal(invoice.amountCents, 2320, '29 EUR minus 20 %')
    const discount = await DiscountCode.findByOrFail('userId', friend.id)
    assert.isNotNull(discount.usedAt)

    const referral = await referralOf(friend)
    assert.equal(referral.status, 'converted')
    assert.isNotNull(referral.convertedAt)
    const rewards = await rewardsOf(referrer.id)
    assert.deepEqual(
      rewards.map((one) => [one.type, one.amountCents, one.status, one.referralId]),
      [['credit', 1000, 'pending', referral.id]]
    )
    assert.equal(rewards[0].idempotencyKey, `credit:referral:${referral.id}`)
  })
})

test.group('Referrals | conversion rules', () => {
  test('converting again, or concurrently, adds no second credit', async ({ assert }) => {
    const { user: referrer, code } = await givenReferrer()
    const friend = await givenReferredFriend(code)
    const paidAt = DateTime.utc()
    const results = await Promise.all(
      Array.from({ length: 4 }, () => convertReferralOnPayment(friend.id, paidAt, 2900))
    )
    assert.deepEqual(
      results.filter(Boolean).length,
      1,
      'one call converts, the others find it converted'
    )
    assert.isFalse(await convertReferralOnPayment(friend.id, paidAt.plus({ days: 1 }), 2900))
    assert.lengthOf(await rewardsOf(referrer.id), 1)
  })

  test('a free invoice does not convert; a payment after the 30 days does not either', async ({
    assert,
  }) => {
    const { user: referrer, code } = await givenReferrer()
    const friend = await givenReferredFriend(code)
    assert.isFalse(await convertReferralOnPayment(friend.id, DateTime.utc(), 0))
    assert.equal(await statusOf(friend), 'pending')

    const late = await givenReferredFriend(code, DateTime.utc().minus({ days: 31 }))
    assert.isFalse(await convertReferralOnPayment(late.id, DateTime.utc(), 2900))
    assert.equal(await statusOf(late), 'pending')
    assert.lengthOf(await rewardsOf(referrer.id), 0)
  })

  test('expiry: pending referrals past 30 days expire, recent and converted ones stay', async ({
    assert,
  }) => {
    const { code } = await givenReferrer()
    const old = await givenReferredFriend(code, DateTime.utc().minus({ days: 31 }))
    const recent = await givenReferredFriend(code, DateTime.utc().minus({ days: 29 }))
    const convertedOld = await givenReferredFriend(code, DateTime.utc().minus({ days: 31 }))
    await Referral.query()
      .where('referredUserId', convertedOld.id)
      .update({
        status: 'converted',
        converted_at: toDbInstant(DateTime.utc().minus({ days: 20 })),
      })

    assert.isAtLeast(await expireReferrals(), 1)
    assert.equal(await statusOf(old), 'expired')
    assert.equal(await statusOf(recent), 'pending')
    assert.equal(await statusOf(convertedOld), 'converted')
    // Running it again changes nothing of these.
    await expireReferrals()
    assert.equal(await statusOf(old), 'expired')
    // An expired referral never converts.
    assert.isFalse(await convertReferralOnPayment(old.id, DateTime.utc(), 2900))
  })

  test('the ace command referrals:expire', async ({ assert }) => {
    const { code } = await givenReferrer()
    const old = await givenReferredFriend(code, DateTime.utc().minus({ days: 40 }))
    const ace = await import('@adonisjs/core/services/ace')
    const command = await ace.default.exec('referrals:expire', [])
    command.assertSucceeded()
    assert.equal(await statusOf(old), 'expired')
  })

  test('every 3 conversions a free session: 2 none, 3 one, 6 two', async ({ assert }) => {
    const { user: referrer, code } = await givenReferrer()
    const freeSessions = async () =>
      rewardsOf(referrer.id).then((rows) => rows.filter((one) => one.type === 'free_session'))

    await givenConversions(code, 2)
    assert.lengthOf(await freeSessions(), 0)
    await givenConversions(code, 1)
    const one = await freeSessions()
    assert.lengthOf(one, 1)
    assert.equal(one[0].idempotencyKey, `free_session:${referrer.id}:1`)
    assert.equal(one[0].status, 'pending')
    assert.isNull(one[0].referralId)
    await givenConversions(code, 3)
    assert.lengthOf(await freeSessions(), 2)
    const all = await rewardsOf(referrer.id)
    const credits = all.filter((row) => row.type === 'credit')
    assert.lengthOf(credits, 6)
  })

  test('three friends converting at the same moment still earn the free session (once)', async ({
    assert,
  }) => {
    const { user: referrer, code } = await givenReferrer()
    const friends = await Promise.all([1, 2, 3].map(() => givenReferredFriend(code)))
    await Promise.all(
      friends.map((friend) => convertReferralOnPayment(friend.id, DateTime.utc(), 2900))
    )
    // Whatever the conversions saw, processing reconciles the count.
    await Promise.all([processRewards(), processRewards()])
    const rows = await rewardsOf(referrer.id)
    assert.lengthOf(
      rows.filter((one) => one.type === 'free_session'),
      1
    )
    assert.lengthOf(
      rows.filter((one) => one.type === 'credit'),
      3
    )
  })
})

test.group('Referrals | conversion from Stripe invoices', (group) => {
  let fake: FakeStripe
  group.setup(() => withoutLaunchDiscount())
  group.each.setup(async () => {
    fake = await new FakeStripe().start()
    fake.seedCatalog(configuredCatalog())
    return () => fake.stop()
  })

  test('the paid invoice of a Stripe checkout converts the referral', async ({ assert }) => {
    const { user: referrer, code } = await givenReferrer()
    const friend = await givenReferredFriend(code)
    const { url } = await startCheckout(friend, 'PRO', 'monthly', 'en')
    const session = [...fake.sessions.values()].find((one) => one.url === url)!
    await deliverAll(fake, fake.payCheckout(session.id))

    const invoice = await Invoice.findByOrFail('userId', friend.id)
    assert.equal(invoice.status, 'paid')
    assert.isAbove(invoice.amountCents, 0)
    assert.equal(await statusOf(friend), 'converted')
    const rewards = await rewardsOf(referrer.id)
    assert.deepEqual(
      rewards.map((one) => [one.type, one.amountCents]),
      [['credit', 1000]]
    )
  })
})
