import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import Invoice from '#billing/models/invoice'
import Refund from '#billing/models/refund'
import Subscription from '#billing/models/subscription'
import { completeTestCheckout, startCheckout } from '#billing/services/checkout'
import { currentPlan } from '#billing/services/plans'
import { refundEligibility } from '#billing/services/subscription_view'
import { billingSettings } from '#config/stripe'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { REQUEST_TEXTS, givenBookableMentor, givenSession } from '#tests/helpers/sessions'
import { FakeStripe, configuredCatalog, deliverAll, inTestMode } from '#tests/helpers/fake_stripe'

async function withoutLaunch<T>(run: () => Promise<T>) {
  const before = billingSettings.launchDiscountEnabled
  billingSettings.launchDiscountEnabled = false
  try {
    return await run()
  } finally {
    billingSettings.launchDiscountEnabled = before
  }
}

async function subscribed(plan: 'BASE' | 'PRO' = 'BASE') {
  const user = await givenUser()
  const { url } = await withoutLaunch(() => startCheckout(user, plan, 'monthly', 'en'))
  await completeTestCheckout(user, url.split('/').pop()!)
  const subscription = await Subscription.findByOrFail('userId', user.id)
  return { user, subscription }
}

function refund(client: ApiClient, user: User) {
  return client.post('/api/billing/subscription/refund').withCsrfToken().loginAs(user)
}

async function paidDaysAgo(subscription: Subscription, days: number, minutes = 0) {
  await Invoice.query()
    .where('subscriptionId', subscription.id)
    .update({ paid_at: DateTime.utc().minus({ days, minutes }).toFormat('yyyy-MM-dd HH:mm:ss') })
}

test.group('Billing | refunds under the 14-day rule (test mode)', (group) => {
  group.setup(() => inTestMode())
  test('within 14 days and no call booked: refunded and ended at once', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await subscribed('PRO')
    await paidDaysAgo(subscription, 13, 50)
    const response = await refund(client, user)
    response.assertStatus(200)
    assert.equal(response.body().plan, 'FREE')
    assert.equal(response.body().subscription.status, 'cancelled')
    assert.deepEqual(response.body().subscription.refund, {
      allowed: false,
      reason: 'already_refunded',
    })
    assert.equal(response.body().invoices[0].status, 'refunded')
    const [invoice] = await Invoice.query().where('subscriptionId', subscription.id)
    const refunds = await Refund.query().where('invoiceId', invoice.id)
    assert.lengthOf(refunds, 1)
    assert.equal(refunds[0].amountCents, 7900)
    assert.equal(refunds[0].createdByUserId, user.id)
    assert.equal(await currentPlan(user.id), 'FREE')

    const again = await refund(client, user)
    again.assertStatus(403)
    assert.equal(again.body().errorCode, 'FORBIDDEN')
    assert.lengthOf(await Refund.query().where('invoiceId', invoice.id), 1)
  })

  test('after 14 days: refused, and the page says why', async ({ client, assert }) => {
    const { user, subscription } = await subscribed()
    await paidDaysAgo(subscription, 14, 1)
    const overview = await client.get('/api/billing/subscription').loginAs(user)
    assert.deepEqual(overview.body().subscription.refund, {
      allowed: false,
      reason: 'window_passed',
    })
    const response = await refund(client, user)
    response.assertStatus(403)
    assert.equal(
      response.body().message,
      'A refund can only be requested within 14 days of the first payment.'
    )
    const italian = await refund(client, user).header('accept-language', 'it')
    assert.equal(
      italian.body().message,
      'Il rimborso può essere richiesto solo entro 14 giorni dal primo pagamento.'
    )
    await subscription.refresh()
    assert.equal(subscription.status, 'active')
  })

  test('the window edge: 14 days less a minute allowed, 14 days and a minute not', async ({
    assert,
  }) => {
    const { subscription } = await subscribed()
    const [invoice] = await Invoice.query().where('subscriptionId', subscription.id)
    const paidAt = invoice.paidAt!
    const before = await refundEligibility(subscription, paidAt.plus({ days: 14, minutes: -1 }))
    assert.isTrue(before.allowed)
    const after = await refundEligibility(subscription, paidAt.plus({ days: 14, minutes: 1 }))
    assert.deepEqual([after.allowed, after.reason], [false, 'window_passed'])
  })

  test('a call booked with the subscription blocks the refund; other calls do not', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const { user, subscription } = await subscribed()
    // The free first call is not a call of the subscription.
    await givenSession(mentor, user, { entitlement: 'free_call' })
    let overview = await client.get('/api/billing/subscription').loginAs(user)
    assert.isTrue(overview.body().subscription.refund.allowed)

    const booked = await givenSession(mentor, user, {
      entitlement: 'subscription',
      startsAt: DateTime.utc().plus({ days: 9 }).startOf('hour'),
    })
    booked.subscriptionId = subscription.id
    await booked.save()
    overview = await client.get('/api/billing/subscription').loginAs(user)
    assert.deepEqual(overview.body().subscription.refund, { allowed: false, reason: 'calls_used' })
    const response = await refund(client, user)
    response.assertStatus(403)
    assert.lengthOf(
      await Refund.query().whereIn(
        'invoiceId',
        Invoice.query().select('id').where('subscriptionId', subscription.id)
      ),
      0
    )
  })

  test('through the booking API: the free call leaves the refund open, a plan call closes it', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenBookableMentor()
    const { user: second } = await givenBookableMentor()
    const { user } = await subscribed('PRO')
    const book = async (withMentor: User, slot: number) => {
      const slots = await client.get(`/api/mentors/${withMentor.id}/slots`)
      slots.assertStatus(200)
      const response = await client
        .post(`/api/mentors/${withMentor.id}/sessions`)
        .withCsrfToken()
        .loginAs(user)
        .json({
          startsAt: slots.body().data[slot].startsAt,
          ...REQUEST_TEXTS,
          communicationTool: 'google_meet',
          bestPracticeConfirmed: true,
        })
      response.assertStatus(201)
    }
    // Different times: one's own sessions may not overlap.
    await book(mentor, 0)
    let overview = await client.get('/api/billing/subscription').loginAs(user)
    assert.deepEqual(overview.body().subscription.refund, { allowed: true, reason: null })
    await book(second, 6)
    overview = await client.get('/api/billing/subscription').loginAs(user)
    assert.deepEqual(overview.body().subscription.refund, { allowed: false, reason: 'calls_used' })
    const response = await refund(client, user)
    response.assertStatus(403)
    assert.equal(
      response.body().message,
      'A refund is not possible once a call of this subscription has been booked.'
    )
  })

  test('renewals are never refunded', async ({ assert }) => {
    const user = await givenUser()
    const subscription = await Subscription.create({
      userId: user.id,
      plan: 'BASE',
      period: 'monthly',
      status: 'active',
      priceCents: 2900,
      currentPeriodStart: DateTime.utc().minus({ days: 2 }),
      currentPeriodEnd: DateTime.utc().plus({ days: 28 }),
      cancelAtPeriodEnd: false,
    })
    await Invoice.create({
      userId: user.id,
      subscriptionId: subscription.id,
      amountCents: 2900,
      status: 'paid',
      isRenewal: true,
      paidAt: DateTime.utc().minus({ days: 2 }),
    })
    const eligibility = await refundEligibility(subscription)
    assert.deepEqual([eligibility.allowed, eligibility.reason], [false, 'renewal'])
  })

  test('two refund requests at once pay back once', async ({ client, assert }) => {
    const { user, subscription } = await subscribed()
    const answers = await Promise.all([refund(client, user), refund(client, user)])
    assert.includeMembers(
      answers.map((answer) => answer.status()),
      [200]
    )
    const [invoice] = await Invoice.query().where('subscriptionId', subscription.id)
    assert.lengthOf(await Refund.query().where('invoiceId', invoice.id), 1)
  })
})

test.group('Billing | refunds through Stripe', (group) => {
  let fake: FakeStripe
  group.each.setup(async () => {
    fake = await new FakeStripe().start()
    fake.seedCatalog(configuredCatalog())
    return () => fake.stop()
  })

  test('refunded at Stripe, the subscription cancelled there; the webhooks that follow change nothing', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const { url } = await withoutLaunch(() => startCheckout(user, 'PRO', 'annual', 'en'))
    const session = [...fake.sessions.values()].find((one) => one.url === url)!
    await deliverAll(fake, fake.payCheckout(session.id))
    const stripeId = session.subscription as string

    const response = await refund(client, user)
    response.assertStatus(200)
    const [created] = fake.to('POST', '/v1/refunds')
    assert.match(created.idempotencyKey!, /^refund-invoice-\d+$/)
    assert.equal(created.params.amount, '53300')
    assert.isString(created.params.payment_intent)
    assert.lengthOf(fake.to('DELETE', `/v1/subscriptions/${stripeId}`), 1)
    assert.equal(fake.subscriptions.get(stripeId)!.status, 'canceled')
    assert.equal(response.body().subscription.status, 'cancelled')
    assert.equal(response.body().invoices[0].status, 'refunded')
    assert.equal(await currentPlan(user.id), 'FREE')

    const [refundAtStripe] = [...fake.refunds.values()]
    await deliverAll(fake, [
      ...fake.chargeRefunded(refundAtStripe.charge),
      fake.event('customer.subscription.deleted', fake.subscriptions.get(stripeId)!),
    ])
    const subscription = await Subscription.findByOrFail('stripeSubscriptionId', stripeId)
    const [invoice] = await Invoice.query().where('subscriptionId', subscription.id)
    const refunds = await Refund.query().where('invoiceId', invoice.id)
    assert.lengthOf(refunds, 1)
    assert.equal(refunds[0].stripeRefundId, refundAtStripe.id)
    assert.equal(refunds[0].amountCents, 53300)
    assert.equal(invoice.status, 'refunded')
    assert.equal(subscription.status, 'cancelled')
  })
})
