import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import Invoice from '#billing/models/invoice'
import Subscription from '#billing/models/subscription'
import { completeTestCheckout, startCheckout } from '#billing/services/checkout'
import { currentPlan } from '#billing/services/plans'
import { billingSettings } from '#config/stripe'
import { givenUser } from '#tests/helpers/users'
import { FakeStripe, configuredCatalog, deliverAll, inTestMode } from '#tests/helpers/fake_stripe'

function action(client: ApiClient, user: User, name: string, body?: Record<string, unknown>) {
  const request = client.post(`/api/billing/subscription/${name}`).withCsrfToken().loginAs(user)
  return body ? request.json(body) : request
}

async function withoutLaunch<T>(run: () => Promise<T>) {
  const before = billingSettings.launchDiscountEnabled
  billingSettings.launchDiscountEnabled = false
  try {
    return await run()
  } finally {
    billingSettings.launchDiscountEnabled = before
  }
}

async function subscribedInTestMode(
  plan: 'BASE' | 'PRO',
  period: 'monthly' | 'annual' = 'monthly'
) {
  const user = await givenUser()
  const { url } = await withoutLaunch(() => startCheckout(user, plan, period, 'en'))
  await completeTestCheckout(user, url.split('/').pop()!)
  return user
}

test.group('Billing | subscription API in test mode', (group) => {
  group.setup(() => inTestMode())
  test('the overview: plan, price, renewal, days remaining, card, history', async ({
    client,
    assert,
  }) => {
    const nobody = await givenUser()
    const empty = await client.get('/api/billing/subscription').loginAs(nobody)
    empty.assertStatus(200)
    assert.deepEqual(empty.body(), { plan: 'FREE', subscription: null, invoices: [] })

    const user = await subscribedInTestMode('BASE')
    const response = await client.get('/api/billing/subscription').loginAs(user)
    response.assertStatus(200)
    const { plan, subscription, invoices } = response.body()
    assert.equal(plan, 'BASE')
    assert.equal(subscription.plan, 'BASE')
    assert.equal(subscription.period, 'monthly')
    assert.equal(subscription.status, 'active')
    assert.equal(subscription.priceCents, 2900)
    assert.equal(subscription.currency, 'EUR')
    assert.isString(subscription.currentPeriodEnd)
    assert.isAtLeast(subscription.daysRemaining, 28)
    assert.isAtMost(subscription.daysRemaining, 31)
    assert.isFalse(subscription.cancelAtPeriodEnd)
    assert.isNull(subscription.cancelAt)
    assert.deepInclude(subscription.paymentMethod, { brand: 'visa', last4: '4242', expMonth: 12 })
    assert.deepEqual(subscription.refund, { allowed: true, reason: null })
    assert.lengthOf(subscription.canChangeTo, 5)
    assert.notDeepInclude(subscription.canChangeTo, { plan: 'BASE', period: 'monthly' })
    assert.lengthOf(invoices, 1)
    assert.deepInclude(invoices[0], {
      amountCents: 2900,
      currency: 'EUR',
      status: 'paid',
      description: 'Base plan – Monthly',
      plan: 'BASE',
      period: 'monthly',
      isRenewal: false,
    })

    const anonymous = await client.get('/api/billing/subscription')
    anonymous.assertStatus(401)
  })

  test('cancel at period end keeps the plan until then and shows the date; resume takes it back', async ({
    client,
    assert,
  }) => {
    const user = await subscribedInTestMode('PRO')
    const cancelled = await action(client, user, 'cancel')
    cancelled.assertStatus(200)
    const view = cancelled.body().subscription
    assert.isTrue(view.cancelAtPeriodEnd)
    assert.equal(view.cancelAt, view.currentPeriodEnd)
    assert.deepEqual(view.canChangeTo, [])
    assert.equal(cancelled.body().plan, 'PRO')
    assert.equal(await currentPlan(user.id), 'PRO')
    // Cancelling twice is harmless.
    const twice = await action(client, user, 'cancel')
    twice.assertStatus(200)

    const changeWhileEnding = await action(client, user, 'change', {
      plan: 'BASE',
      period: 'monthly',
    })
    // Not possible in the subscription's state: a conflict, not a bad field.
    changeWhileEnding.assertStatus(409)
    assert.equal(changeWhileEnding.body().errorCode, 'CONFLICT')

    const resumed = await action(client, user, 'resume')
    resumed.assertStatus(200)
    assert.isFalse(resumed.body().subscription.cancelAtPeriodEnd)
    assert.isNull(resumed.body().subscription.cancelAt)
    const again = await action(client, user, 'resume')
    again.assertStatus(409)
    assert.equal(again.body().errorCode, 'CONFLICT')
  })

  test('set to end and past its end: shown as cancelled, the plan is FREE', async ({
    client,
    assert,
  }) => {
    const user = await subscribedInTestMode('PRO')
    const cancelled = await action(client, user, 'cancel')
    cancelled.assertStatus(200)
    await Subscription.query()
      .where('userId', user.id)
      .update({
        current_period_end: DateTime.utc().minus({ minutes: 5 }).toFormat('yyyy-MM-dd HH:mm:ss'),
      })
    const response = await client.get('/api/billing/subscription').loginAs(user)
    assert.equal(response.body().plan, 'FREE')
    assert.equal(response.body().subscription.status, 'cancelled')
    assert.equal(response.body().subscription.daysRemaining, 0)
    assert.deepEqual(response.body().subscription.canChangeTo, [])
    const resumed = await action(client, user, 'resume')
    resumed.assertStatus(409)
  })

  test('upgrade is charged at once less the unused part; downgrade charges nothing now', async ({
    client,
    assert,
  }) => {
    const user = await subscribedInTestMode('BASE')
    const upgraded = await action(client, user, 'change', { plan: 'PRO', period: 'monthly' })
    upgraded.assertStatus(200)
    assert.equal(upgraded.body().plan, 'PRO')
    assert.equal(upgraded.body().subscription.priceCents, 7900)
    const invoices = await Invoice.query().where('userId', user.id).orderBy('id')
    assert.lengthOf(invoices, 2)
    // Just bought: almost the whole BASE month is credited.
    assert.closeTo(invoices[1].amountCents, 7900 - 2900, 5)
    assert.isFalse(invoices[1].isRenewal)

    const downgraded = await action(client, user, 'change', { plan: 'BASE', period: 'monthly' })
    downgraded.assertStatus(200)
    assert.equal(downgraded.body().plan, 'BASE')
    assert.lengthOf(await Invoice.query().where('userId', user.id), 2)

    const same = await action(client, user, 'change', { plan: 'BASE', period: 'monthly' })
    same.assertStatus(422)
    const free = await action(client, user, 'change', { plan: 'FREE', period: 'monthly' })
    free.assertStatus(422)
  })

  test('actions without a subscription answer not found', async ({ client, assert }) => {
    const user = await givenUser()
    for (const name of ['cancel', 'resume', 'refund']) {
      const response = await action(client, user, name)
      response.assertStatus(404)
      assert.equal(response.body().errorCode, 'NOT_FOUND')
    }
  })
})

test.group('Billing | subscription API with Stripe', (group) => {
  let fake: FakeStripe
  group.each.setup(async () => {
    fake = await new FakeStripe().start()
    fake.seedCatalog(configuredCatalog())
    return () => fake.stop()
  })

  async function subscribedAtStripe(plan: 'BASE' | 'PRO') {
    const user = await givenUser()
    const { url } = await withoutLaunch(() => startCheckout(user, plan, 'monthly', 'en'))
    const session = [...fake.sessions.values()].find((one) => one.url === url)!
    await deliverAll(fake, fake.payCheckout(session.id, { brand: 'mastercard', last4: '4444' }))
    const subscription = await Subscription.findByOrFail(
      'stripeSubscriptionId',
      session.subscription
    )
    return { user, subscription, stripeId: session.subscription as string }
  }

  test('cancel and resume go through Stripe and our rows follow its answer', async ({
    client,
    assert,
  }) => {
    const { user, stripeId } = await subscribedAtStripe('PRO')
    const cancelled = await action(client, user, 'cancel')
    cancelled.assertStatus(200)
    assert.isTrue(fake.subscriptions.get(stripeId)!.cancel_at_period_end)
    assert.isTrue(cancelled.body().subscription.cancelAtPeriodEnd)
    assert.deepInclude(cancelled.body().subscription.paymentMethod, {
      brand: 'mastercard',
      last4: '4444',
    })
    // The webhook that follows confirms the same state.
    await deliverAll(fake, [
      fake.event('customer.subscription.updated', fake.subscriptions.get(stripeId)!),
    ])
    const afterHook = await client.get('/api/billing/subscription').loginAs(user)
    assert.isTrue(afterHook.body().subscription.cancelAtPeriodEnd)

    const resumed = await action(client, user, 'resume')
    resumed.assertStatus(200)
    assert.isFalse(fake.subscriptions.get(stripeId)!.cancel_at_period_end)
    assert.isFalse(resumed.body().subscription.cancelAtPeriodEnd)
  })

  test('change plan: the new price at Stripe, the upgrade invoiced with proration', async ({
    client,
    assert,
  }) => {
    const { user, stripeId, subscription } = await subscribedAtStripe('BASE')
    const upgraded = await action(client, user, 'change', { plan: 'PRO', period: 'annual' })
    upgraded.assertStatus(200)
    const [update] = fake.to('POST', `/v1/subscriptions/${stripeId}`)
    assert.equal(update.params.proration_behavior, 'always_invoice')
    assert.equal(fake.prices.get(update.params.items[0].price)?.lookup_key, 'pro_annual')
    assert.equal(upgraded.body().plan, 'PRO')
    assert.equal(upgraded.body().subscription.period, 'annual')
    assert.equal(upgraded.body().subscription.priceCents, 53300)
    const invoices = await Invoice.query().where('subscriptionId', subscription.id).orderBy('id')
    assert.lengthOf(invoices, 2)
    assert.closeTo(invoices[1].amountCents, 53300 - 2900, 5)
    // Each invoice keeps what it paid for, even when an old event is handled after the change.
    assert.deepEqual(
      invoices.map((one) => [one.plan, one.period]),
      [
        ['BASE', 'monthly'],
        ['PRO', 'annual'],
      ]
    )
    await deliverAll(fake, [
      fake.event('invoice.paid', fake.invoices.get(invoices[0].stripeInvoiceId!)!),
    ])
    await invoices[0].refresh()
    assert.equal(invoices[0].description, 'Base plan – Monthly')
    const history = await client.get('/api/billing/subscription').loginAs(user)
    assert.deepEqual(
      history.body().invoices.map((one: any) => one.plan),
      ['PRO', 'BASE']
    )

    const downgraded = await action(client, user, 'change', { plan: 'BASE', period: 'annual' })
    downgraded.assertStatus(200)
    const updates = fake.to('POST', `/v1/subscriptions/${stripeId}`)
    assert.equal(updates[1].params.proration_behavior, 'create_prorations')
    assert.equal(downgraded.body().plan, 'BASE')
    assert.lengthOf(await Invoice.query().where('subscriptionId', subscription.id), 2)
  })

  test('a declined card on an upgrade is a payment method error and changes nothing', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await subscribedAtStripe('BASE')
    fake.declineNextPayment = true
    const response = await action(client, user, 'change', { plan: 'PRO', period: 'monthly' })
    response.assertStatus(402)
    assert.equal(response.body().errorCode, 'PAYMENT_METHOD_ERROR')
    assert.equal(response.body().message, 'Payment error')
    await subscription.refresh()
    assert.equal(subscription.plan, 'BASE')
  })

  test('past due: the overview shows the status and the failed renewal invoice', async ({
    client,
    assert,
  }) => {
    const { user, stripeId } = await subscribedAtStripe('PRO')
    await deliverAll(fake, fake.failRenewal(stripeId))
    const response = await client.get('/api/billing/subscription').loginAs(user)
    assert.equal(response.body().subscription.status, 'past_due')
    assert.deepInclude(
      response.body().invoices.map((one: any) => one.status),
      'failed'
    )
  })
})
