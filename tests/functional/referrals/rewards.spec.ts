import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import ace from '@adonisjs/core/services/ace'
import User from '#accounts/models/user'
import Reward from '#referrals/models/reward'
import { REFERRAL_RULES } from '#business/referrals'
import { processRewards } from '#referrals/services/reward_processing'
import { FakeStripe, inTestMode } from '#tests/helpers/fake_stripe'
import {
  bodyOf,
  givenConversions,
  givenReferredFriend,
  givenReferrer,
  statusOf,
} from './helpers.js'
import ReferralsTickJob from '#referrals/jobs/referrals_tick_job'

async function customerOf(userId: number) {
  const user = await User.findOrFail(userId)
  return user.stripeCustomerId
}

async function rewardsOf(referrerId: number) {
  return Reward.query().where('referrerUserId', referrerId).orderBy('id')
}

function creditsAt(fake: FakeStripe, customerId: string | null) {
  return [...fake.balanceTransactions.values()].filter((one) => one.customer === customerId)
}

test.group('Referrals | reward processing with Stripe', (group) => {
  let fake: FakeStripe
  group.each.setup(async () => {
    fake = await new FakeStripe().start()
    return () => fake.stop()
  })

  test('a credit becomes a 10 EUR Stripe customer credit, once, however often it runs', async ({
    assert,
  }) => {
    const { user: referrer, code } = await givenReferrer()
    await givenConversions(code, 1)
    await processRewards()
    await processRewards()

    const [reward] = await rewardsOf(referrer.id)
    assert.equal(reward.status, 'processed')
    assert.isNotNull(reward.processedAt)
    assert.equal(reward.attempts, 1)
    const customerId = await customerOf(referrer.id)
    assert.isString(customerId)
    const credits = creditsAt(fake, customerId)
    assert.lengthOf(credits, 1)
    assert.equal(credits[0].amount, -1000)
    assert.equal(credits[0].currency, 'eur')
    assert.equal(credits[0].id, reward.stripeBalanceTransactionId)
    assert.equal(fake.customers.get(customerId!)!.balance, -1000)
    const calls = fake.requests.filter(
      (one) =>
        one.path.endsWith('/balance_transactions') && one.idempotencyKey === reward.idempotencyKey
    )
    assert.deepEqual(
      calls.map((one) => one.idempotencyKey),
      [reward.idempotencyKey]
    )
  })

  test('runs at the same moment pay each reward once', async ({ assert }) => {
    const { user: referrer, code } = await givenReferrer()
    await givenConversions(code, 3)
    const summaries = await Promise.all([processRewards(), processRewards(), processRewards()])

    const rows = await rewardsOf(referrer.id)
    assert.deepEqual(
      rows.map((one) => [one.type, one.status, one.attempts]),
      [
        ['credit', 'processed', 1],
        ['credit', 'processed', 1],
        ['credit', 'processed', 1],
        ['free_session', 'processed', 1],
      ]
    )
    const customerId = await customerOf(referrer.id)
    const credits = creditsAt(fake, customerId)
    assert.lengthOf(credits, 3)
    assert.equal(fake.customers.get(customerId!)!.balance, -3000)
    const ours = new Set(rows.map((one) => one.id))
    assert.isAtLeast(
      summaries.reduce((sum, one) => sum + one.skipped, 0) +
        summaries.reduce((sum, one) => sum + one.processed, 0),
      ours.size
    )
  })

  test('Stripe down: retried with the error kept, failed after the maximum attempts', async ({
    assert,
  }) => {
    await processRewards()
    const { user: referrer, code } = await givenReferrer()
    await givenConversions(code, 1)
    fake.outage = true
    await processRewards()
    let [reward] = await rewardsOf(referrer.id)
    assert.equal(reward.status, 'pending')
    assert.equal(reward.attempts, 1)
    assert.isNotNull(reward.lastError)

    for (let run = 2; run <= REFERRAL_RULES.rewardMaxAttempts; run++) await processRewards()
    ;[reward] = await rewardsOf(referrer.id)
    assert.equal(reward.status, 'failed')
    assert.equal(reward.attempts, REFERRAL_RULES.rewardMaxAttempts)

    // A failed reward is not tried again.
    fake.outage = false
    await processRewards()
    ;[reward] = await rewardsOf(referrer.id)
    assert.equal(reward.status, 'failed')
    assert.lengthOf(creditsAt(fake, await customerOf(referrer.id)), 0)
  })

  test('a retry after Stripe recovers pays once', async ({ assert }) => {
    await processRewards()
    const { user: referrer, code } = await givenReferrer()
    await givenConversions(code, 1)
    fake.outage = true
    await processRewards()
    fake.outage = false
    await processRewards()
    const [reward] = await rewardsOf(referrer.id)
    assert.equal(reward.status, 'processed')
    assert.equal(reward.attempts, 2)
    assert.isNull(reward.lastError)
    assert.lengthOf(creditsAt(fake, await customerOf(referrer.id)), 1)
  })
})

test.group('Referrals | reward processing without Stripe', (group) => {
  group.setup(() => inTestMode())
  group.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('credits and free sessions are marked processed; the page shows it', async ({
    client,
    assert,
  }) => {
    const { user: referrer, code } = await givenReferrer()
    await givenConversions(code, 3)
    const before = await bodyOf(client.get('/api/referral').loginAs(referrer))
    assert.equal(before.creditsBalance, 0)
    assert.equal(before.totalCreditsEarned, 30)
    assert.equal(before.freeSessionsAvailable, 0)

    const command = await ace.exec('rewards:process', [])
    command.assertSucceeded()
    const logs = command.logger.getLogs().map((one) => one.message)
    assert.isTrue(
      logs.some((line) => /reward \d+\/\d+/.test(line)),
      `progress in ${logs}`
    )
    command.assertLogMatches(/\d+ processed, 0 to retry, 0 failed/)

    const rows = await rewardsOf(referrer.id)
    assert.isTrue(rows.every((one) => one.status === 'processed'))
    assert.isTrue(rows.every((one) => one.stripeBalanceTransactionId === null))
    const after = await bodyOf(client.get('/api/referral').loginAs(referrer))
    assert.equal(after.creditsBalance, 30)
    assert.equal(after.freeSessionsEarned, 1)
    assert.equal(after.freeSessionsAvailable, 1)
    assert.equal(after.referralsUntilNextFreeSession, 3)
  })

  test('the scheduled job expires old referrals and processes pending rewards', async ({
    assert,
  }) => {
    const { user: referrer, code } = await givenReferrer()
    await givenConversions(code, 1)
    const late = await givenReferredFriend(code, DateTime.utc().minus({ days: 31 }))
    await new ReferralsTickJob().execute()
    assert.equal(await statusOf(late), 'expired')
    const rows = await rewardsOf(referrer.id)
    assert.deepEqual(
      rows.map((one) => [one.type, one.status]),
      [['credit', 'processed']]
    )
  })
})
