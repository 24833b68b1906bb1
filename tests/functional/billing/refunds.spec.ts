import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import type { InvoiceRefunded } from '#billing/index'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import Invoice from '#billing/models/invoice'
import Refund from '#billing/models/refund'
import Subscription from '#billing/models/subscription'
import { completeTestCheckout, startCheckout } from '#billing/services/checkout'
import { activeSubscription, currentPlan } from '#billing/services/plans'
import { MailCapture } from '#tests/helpers/mail_capture'
import { pageFrom } from '#tests/helpers/inertia'
import { refundEligibility } from '#billing/services/subscription_view'
import { billingSettings } from '#config/stripe'
import { stripeClient } from '#billing/services/stripe_client'
import { givenUser } from '#tests/helpers/users'
import { givenRenewal } from '#tests/helpers/billing'
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

/** A BASE monthly subscription bought through Stripe's checkout; its id at Stripe. */
async function paidAtStripe(fake: FakeStripe, user: User) {
  const { url } = await withoutLaunch(() => startCheckout(user, 'BASE', 'monthly', 'en'))
  const session = [...fake.sessions.values()].find((one) => one.url === url)!
  await deliverAll(fake, fake.payCheckout(session.id))
  return session.subscription as string
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
      'A refund is not possible once a session of this subscription has been booked.'
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

/** An admin's refund of a payment, through the console's API. */
function adminRefund(client: ApiClient, admin: User, invoiceId: number, body: object = {}) {
  return client
    .post(`/api/admin/payments/${invoiceId}/refund`)
    .json(body)
    .loginAs(admin)
    .withCsrfToken()
}

/** What the payments page shows the member. */
async function paymentsPage(client: ApiClient, user: User) {
  const response = await client.get('/settings/payments').loginAs(user)
  response.assertStatus(200)
  return pageFrom(response.text()).props.overview
}

test.group('Billing | a refunded subscription ends at once (admin refund)', (group) => {
  let mails: MailCapture
  group.setup(() => inTestMode())
  group.each.setup(() => {
    mails = new MailCapture()
    return () => mails.restore()
  })

  test('the first payment refunded by an admin: no plan, no calls from it, the page offers plans, the member is e-mailed', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { user, subscription } = await subscribed('PRO')
    await user.merge({ locale: 'it' }).save()
    const [invoice] = await Invoice.query().where('subscriptionId', subscription.id)
    const before = await paymentsPage(client, user)
    assert.equal(before.plan, 'PRO')

    const told: InvoiceRefunded[] = []
    const listener = (event: InvoiceRefunded) => void told.push(event)
    emitter.on('invoice:refunded', listener)
    const response = await adminRefund(client, admin, invoice.id, { reason: 'Goodwill' })
    emitter.off('invoice:refunded', listener)
    response.assertStatus(200)
    assert.equal(response.body().status, 'refunded')
    // The rest of the app is told once, after the refund is recorded.
    assert.lengthOf(told, 1)
    assert.include(told[0], {
      invoiceId: invoice.id,
      userId: user.id,
      amountCents: invoice.amountCents,
      subscriptionEnded: true,
    })

    await subscription.refresh()
    assert.equal(subscription.status, 'cancelled')
    assert.isFalse(subscription.cancelAtPeriodEnd)
    assert.isNotNull(subscription.cancelledAt)
    assert.equal(await currentPlan(user.id), 'FREE')
    assert.isNull(await activeSubscription(user.id))

    const overview = await paymentsPage(client, user)
    assert.equal(overview.plan, 'FREE')
    assert.equal(overview.subscription.status, 'cancelled')
    assert.isString(overview.subscription.endedAt)
    assert.deepEqual(overview.subscription.canChangeTo, [])
    assert.equal(overview.invoices[0].status, 'refunded')

    assert.deepEqual(mails.subjectsTo(user.email), ['Il tuo rimborso da Mentorship Hub'])
    const [mail] = mails.queuedTo(user.email)
    const text = MailCapture.contents(mail)
    assert.include(text, "Con questo rimborso l'abbonamento è terminato")
    const amount = new Intl.NumberFormat('it', { style: 'currency', currency: 'EUR' }).format(
      invoice.amountCents / 100
    )
    assert.include(text, `Il team di Mentorship Hub ti ha rimborsato ${amount}.`)
    // The payment is named as the payments page names it, in the member's language.
    assert.include(text, 'Pagamento: Piano Pro – Mensile')
  })

  test('a renewal is refunded only when the admin confirms it; a session payment leaves no subscription to end', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { user, subscription } = await subscribed('BASE')
    const renewal = await givenRenewal(subscription)

    const unconfirmed = await adminRefund(client, admin, renewal.id)
    unconfirmed.assertStatus(422)
    assert.equal(unconfirmed.body().errorCode, 'VALIDATION_ERROR')
    assert.deepEqual(unconfirmed.body().errors.confirmRenewal, [
      'This payment is a renewal, which members cannot get refunded: confirm that you want to refund it.',
    ])
    const italian = await adminRefund(client, admin, renewal.id).header('Accept-Language', 'it')
    assert.include(italian.body().errors.confirmRenewal[0], 'Questo pagamento è un rinnovo')
    await renewal.refresh()
    assert.equal(renewal.status, 'paid')
    await subscription.refresh()
    assert.equal(subscription.status, 'active')
    assert.lengthOf(mails.queuedTo(user.email), 0)

    const confirmed = await adminRefund(client, admin, renewal.id, { confirmRenewal: true })
    confirmed.assertStatus(200)
    await subscription.refresh()
    assert.equal(subscription.status, 'cancelled')
    assert.equal(await currentPlan(user.id), 'FREE')
    assert.lengthOf(mails.queuedTo(user.email), 1)

    const member = await givenUser()
    const payment = await Invoice.create({
      userId: member.id,
      amountCents: 5000,
      currency: 'EUR',
      status: 'paid',
      description: 'Session payment',
      isRenewal: false,
      paidAt: DateTime.utc(),
    })
    const paymentRefund = await adminRefund(client, admin, payment.id)
    paymentRefund.assertStatus(200)
    const [sessionMail] = mails.queuedTo(member.email)
    assert.include(MailCapture.contents(sessionMail), 'refunded €50.00 to you')
    assert.notInclude(MailCapture.contents(sessionMail), 'Your subscription has ended')
  })
})

test.group('Billing | an admin refund through Stripe ends the subscription there', (group) => {
  let fake: FakeStripe
  let mails: MailCapture
  group.each.setup(async () => {
    fake = await new FakeStripe().start()
    fake.seedCatalog(configuredCatalog())
    mails = new MailCapture()
    return () => {
      mails.restore()
      return fake.stop()
    }
  })

  test('refunded and cancelled at Stripe; the webhooks that follow change nothing', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const user = await givenUser()
    const stripeId = await paidAtStripe(fake, user)
    const invoice = await Invoice.query().where('userId', user.id).firstOrFail()

    const refunded = await adminRefund(client, admin, invoice.id)
    refunded.assertStatus(200)
    assert.lengthOf(fake.to('DELETE', `/v1/subscriptions/${stripeId}`), 1)
    assert.equal(fake.subscriptions.get(stripeId)!.status, 'canceled')
    const subscription = await Subscription.findByOrFail('stripeSubscriptionId', stripeId)
    assert.equal(subscription.status, 'cancelled')
    assert.equal(await currentPlan(user.id), 'FREE')
    const after = await paymentsPage(client, user)
    assert.equal(after.subscription.status, 'cancelled')
    assert.deepEqual(mails.subjectsTo(user.email), ['Your refund from Mentorship Hub'])

    const [refundAtStripe] = [...fake.refunds.values()]
    await deliverAll(fake, [
      ...fake.chargeRefunded(refundAtStripe.charge),
      fake.event('customer.subscription.deleted', fake.subscriptions.get(stripeId)!),
    ])
    await subscription.refresh()
    assert.equal(subscription.status, 'cancelled')
    assert.equal(await currentPlan(user.id), 'FREE')
    assert.lengthOf(mails.queuedTo(user.email), 1)
  })

  test("a refund from Stripe's dashboard: paid back in full, the subscription ends and the member is e-mailed once", async ({
    client,
    assert,
  }) => {
    const user = await givenUser({ locale: 'it' })
    const stripeId = await paidAtStripe(fake, user)
    const invoice = await Invoice.query().where('userId', user.id).firstOrFail()
    const [charge] = [...fake.charges.values()]

    // Made at Stripe by the team, not in the app: no metadata of ours.
    await stripeClient()!.refunds.create({ charge: charge.id })
    const events = fake.chargeRefunded(charge.id)
    await deliverAll(fake, events)
    // Stripe sends again what it is not sure arrived.
    await deliverAll(fake, [fake.event('charge.refunded', fake.charges.get(charge.id)!)])

    await invoice.refresh()
    assert.equal(invoice.status, 'refunded')
    assert.equal(fake.subscriptions.get(stripeId)!.status, 'canceled')
    const subscription = await Subscription.findByOrFail('stripeSubscriptionId', stripeId)
    assert.equal(subscription.status, 'cancelled')
    assert.equal(await currentPlan(user.id), 'FREE')
    const page = await paymentsPage(client, user)
    assert.equal(page.subscription.status, 'cancelled')
    assert.deepEqual(mails.subjectsTo(user.email), ['Il tuo rimborso da Mentorship Hub'])
    const text = MailCapture.contents(mails.queuedTo(user.email)[0])
    assert.include(text, invoice.amountCents / 100 + ',00')
    assert.include(text, "Con questo rimborso l'abbonamento è terminato")
  })

  test("a partial refund from Stripe's dashboard: the plan stays, the member is told what came back", async ({
    assert,
  }) => {
    const user = await givenUser()
    const stripeId = await paidAtStripe(fake, user)
    const [charge] = [...fake.charges.values()]

    await stripeClient()!.refunds.create({ charge: charge.id, amount: 500 })
    await deliverAll(fake, fake.chargeRefunded(charge.id))

    const invoice = await Invoice.query().where('userId', user.id).firstOrFail()
    assert.equal(invoice.status, 'partially_refunded')
    assert.equal(fake.subscriptions.get(stripeId)!.status, 'active')
    assert.equal(await currentPlan(user.id), 'BASE')
    assert.deepEqual(mails.subjectsTo(user.email), ['Your refund from Mentorship Hub'])
    const text = MailCapture.contents(mails.queuedTo(user.email)[0])
    assert.include(text, '€5.00')
    assert.notInclude(text, 'Your subscription has ended')
  })
})
