import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Subscription from '#billing/models/subscription'
import { currentPlan, isPro } from '#billing/services/plans'
import type { Plan, SubscriptionStatus } from '#business/pricing'
import { givenUser } from '#tests/helpers/users'

const NOW = DateTime.fromISO('2026-06-15T12:00:00Z', { zone: 'utc' })

type Setup = {
  plan: Exclude<Plan, 'FREE'>
  status: SubscriptionStatus
  cancelAtPeriodEnd?: boolean
  periodEnd?: DateTime | null
}

async function planWith(...subscriptions: Setup[]) {
  const user = await givenUser()
  for (const one of subscriptions) {
    await Subscription.create({
      userId: user.id,
      plan: one.plan,
      period: 'monthly',
      status: one.status,
      priceCents: 100,
      cancelAtPeriodEnd: one.cancelAtPeriodEnd ?? false,
      currentPeriodStart: NOW.minus({ days: 20 }),
      currentPeriodEnd: one.periodEnd === undefined ? NOW.plus({ days: 10 }) : one.periodEnd,
    })
  }
  return currentPlan(user.id, NOW)
}

test.group('Billing | current plan', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('FREE without a subscription', async ({ assert }) => {
    assert.equal(await planWith(), 'FREE')
  })

  test('an active subscription gives its plan', async ({ assert }) => {
    assert.equal(await planWith({ plan: 'BASE', status: 'active' }), 'BASE')
    assert.equal(await planWith({ plan: 'PRO', status: 'active' }), 'PRO')
  })

  test('inactive and plainly cancelled subscriptions give nothing', async ({ assert }) => {
    assert.equal(await planWith({ plan: 'PRO', status: 'inactive' }), 'FREE')
    assert.equal(await planWith({ plan: 'PRO', status: 'cancelled' }), 'FREE')
  })

  test('past due: the plan holds until the end of its period, not after', async ({ assert }) => {
    const pastDue = (periodEnd: DateTime | null) =>
      planWith({ plan: 'PRO', status: 'past_due', periodEnd })
    assert.equal(await pastDue(NOW.plus({ days: 10 })), 'PRO')
    assert.equal(await pastDue(NOW.plus({ seconds: 1 })), 'PRO')
    assert.equal(await pastDue(NOW), 'FREE')
    assert.equal(await pastDue(NOW.minus({ days: 1 })), 'FREE')
    assert.equal(await pastDue(null), 'FREE')
  })

  test('cancelled at period end: the plan holds until that instant, not after', async ({
    assert,
  }) => {
    const ending = (periodEnd: DateTime, status: SubscriptionStatus = 'cancelled') =>
      planWith({ plan: 'PRO', status, cancelAtPeriodEnd: true, periodEnd })
    assert.equal(await ending(NOW.plus({ seconds: 1 })), 'PRO')
    assert.equal(await ending(NOW), 'FREE')
    assert.equal(await ending(NOW.minus({ days: 1 })), 'FREE')
    // Still "active" while the webhook has not caught up: the period end decides.
    assert.equal(await ending(NOW.plus({ days: 3 }), 'active'), 'PRO')
    assert.equal(await ending(NOW.minus({ days: 1 }), 'active'), 'FREE')
  })

  test('the best of several plans wins', async ({ assert }) => {
    assert.equal(
      await planWith({ plan: 'BASE', status: 'active' }, { plan: 'PRO', status: 'active' }),
      'PRO'
    )
    assert.equal(
      await planWith(
        { plan: 'PRO', status: 'past_due', periodEnd: NOW.minus({ days: 1 }) },
        { plan: 'BASE', status: 'active' }
      ),
      'BASE'
    )
  })

  test('isPro', async ({ assert }) => {
    const user = await givenUser()
    assert.isFalse(await isPro(user.id))
    await Subscription.create({
      userId: user.id,
      plan: 'PRO',
      period: 'annual',
      status: 'active',
      priceCents: 53300,
    })
    assert.isTrue(await isPro(user.id))
  })
})
