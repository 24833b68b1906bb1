import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import UserModel from '#accounts/models/user'
import Checkout from '#billing/models/checkout'
import Invoice from '#billing/models/invoice'
import Subscription from '#billing/models/subscription'
import DiscountCode from '#referrals/models/discount_code'
import { billingSettings } from '#config/stripe'
import { checkoutOutcome, startCheckout } from '#billing/services/checkout'
import { checkoutQuote, priceFor } from '#billing/services/checkout_quotes'
import { currentPlan } from '#billing/services/plans'
import { givenUser } from '#tests/helpers/users'
import { ssrBody } from '#tests/helpers/inertia'
import {
  FakeStripe,
  billingStateOf,
  configuredCatalog,
  deliverAll,
  inTestMode,
} from '#tests/helpers/fake_stripe'

let codes = 0
async function givenReferralCode(
  user: User,
  options: { expiresAt?: DateTime; usedAt?: DateTime } = {}
) {
  codes += 1
  return DiscountCode.create({
    code: `REF${Date.now().toString(36).slice(-5)}${codes}`.toUpperCase().slice(0, 32),
    userId: user.id,
    percent: 20,
    expiresAt: options.expiresAt ?? DateTime.utc().plus({ days: 30 }),
    usedAt: options.usedAt ?? null,
  })
}

function withLaunch<T>(on: boolean, run: () => Promise<T>) {
  const before = billingSettings.launchDiscountEnabled
  billingSettings.launchDiscountEnabled = on
  return run().finally(() => {
    billingSettings.launchDiscountEnabled = before
  })
}

test.group('Billing | checkout quote', () => {
  test('priceFor applies a percentage to the configured price', ({ assert }) => {
    assert.equal(priceFor('PRO', 'annual'), 53300)
    assert.equal(priceFor('PRO', 'annual', { discountPercent: 50 }), 26650)
    assert.equal(priceFor('BASE', 'monthly', { discountPercent: 20 }), 2320)
    assert.equal(priceFor('FREE', 'monthly'), 0)
  })

  test('the largest available discount, one only', async ({ assert }) => {
    const user = await givenUser()
    const none = await withLaunch(false, () => checkoutQuote(user, 'BASE', 'trimestral'))
    assert.deepEqual(none, {
      plan: 'BASE',
      period: 'trimestral',
      listCents: 6200,
      discount: null,
      setAside: null,
      firstPaymentCents: 6200,
      currency: 'EUR',
    })

    const launch = await withLaunch(true, () => checkoutQuote(null, 'PRO', 'monthly'))
    assert.deepEqual(launch.discount, { kind: 'launch', percent: 50 })
    assert.equal(launch.firstPaymentCents, 3950)

    const code = await givenReferralCode(user)
    const referral = await withLaunch(false, () => checkoutQuote(user, 'PRO', 'annual'))
    assert.deepEqual(referral.discount, { kind: 'referral', percent: 20, code: code.code })
    assert.equal(referral.firstPaymentCents, 42640)

    // Both available: launch's 50 % beats the referral's 20 %.
    const both = await withLaunch(true, () => checkoutQuote(user, 'PRO', 'annual'))
    assert.equal(both.discount?.kind, 'launch')
    assert.equal(both.firstPaymentCents, 26650)
    // The member's own 20 % is named as set aside, not dropped silently.
    assert.deepEqual(both.setAside, { kind: 'referral', percent: 20 })
    assert.isNull(launch.setAside)
    assert.isNull(referral.setAside)

    const free = await withLaunch(true, () => checkoutQuote(user, 'FREE', 'monthly'))
    assert.isNull(free.discount)
    assert.equal(free.firstPaymentCents, 0)
  })

  test('an expired or used referral code gives nothing', async ({ assert }) => {
    const user = await givenUser()
    await givenReferralCode(user, { expiresAt: DateTime.utc().minus({ minutes: 1 }) })
    await givenReferralCode(user, { usedAt: DateTime.utc().minus({ days: 1 }) })
    const quote = await withLaunch(false, () => checkoutQuote(user, 'BASE', 'monthly'))
    assert.isNull(quote.discount)
  })
})

test.group('Billing | checkout in test mode (no Stripe secret)', (group) => {
  group.setup(() => inTestMode())
  test('FREE needs no payment; invalid input is refused', async ({ client, assert }) => {
    const user = await givenUser()
    const free = await client
      .post('/api/billing/checkout')
      .withCsrfToken()
      .loginAs(user)
      .json({ plan: 'FREE', period: 'monthly' })
    free.assertStatus(200)
    assert.deepEqual(free.body(), { url: '/checkout/free' })

    const wrong = await client
      .post('/api/billing/checkout')
      .withCsrfToken()
      .loginAs(user)
      .json({ plan: 'GOLD', period: 'weekly' })
    wrong.assertStatus(422)
    assert.equal(wrong.body().errorCode, 'VALIDATION_ERROR')
    assert.properties(wrong.body().errors, ['plan', 'period'])

    const anonymous = await client
      .post('/api/billing/checkout')
      .withCsrfToken()
      .json({ plan: 'PRO', period: 'annual' })
    anonymous.assertStatus(401)
  })

  test('an invited member whose 20 % gives way to the launch offer is told so at checkout, in both languages', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    await givenReferralCode(user)
    await withLaunch(true, async () => {
      const started = await client
        .post('/api/billing/checkout')
        .withCsrfToken()
        .loginAs(user)
        .json({ plan: 'BASE', period: 'monthly' })
      started.assertStatus(200)
      const url: string = started.body().url
      const shown = await client
        .get(`/api/billing/test-checkout/${url.split('/').pop()}`)
        .loginAs(user)
      assert.deepEqual(shown.body().quote.discount, { kind: 'launch', percent: 50 })
      assert.deepEqual(shown.body().quote.setAside, { kind: 'referral', percent: 20 })

      for (const [locale, sentence] of [
        [
          'en',
          'Your 20% referral discount is not added on top: one discount applies per payment, the larger one, so the 50% launch offer applies.',
        ],
        [
          'it',
          'Lo sconto invito del 20% non si somma: a ogni pagamento si applica un solo sconto, il maggiore, quindi vale l&#x27;offerta di lancio del 50%.',
        ],
      ] as const) {
        const page = await client.get(url).header('Accept-Language', locale).loginAs(user)
        page.assertStatus(200)
        assert.include(ssrBody(page.text()).replace(/\u00a0|\u202f/g, ' '), sentence)
      }
    })
  })

  test('complete: an active subscription, its first invoice paid with the discount, the code used', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    const code = await givenReferralCode(user)
    const started = await withLaunch(false, async () =>
      client
        .post('/api/billing/checkout')
        .withCsrfToken()
        .loginAs(user)
        .json({ plan: 'PRO', period: 'annual' })
    )
    started.assertStatus(200)
    const url: string = started.body().url
    assert.match(url, /^\/checkout\/test\/co_[\w-]+$/)
    const checkoutId = url.split('/').pop()!

    const shown = await client.get(`/api/billing/test-checkout/${checkoutId}`).loginAs(user)
    shown.assertStatus(200)
    assert.equal(shown.body().status, 'open')
    assert.deepEqual(shown.body().quote.discount, { kind: 'referral', percent: 20 })
    assert.isNull(shown.body().quote.setAside)
    assert.equal(shown.body().quote.firstPaymentCents, 42640)

    // Someone else cannot see or complete it.
    const stranger = await givenUser()
    const foreign = await client
      .post(`/api/billing/test-checkout/${checkoutId}/complete`)
      .withCsrfToken()
      .loginAs(stranger)
    foreign.assertStatus(404)

    const done = await client
      .post(`/api/billing/test-checkout/${checkoutId}/complete`)
      .withCsrfToken()
      .loginAs(user)
    done.assertStatus(200)
    assert.deepEqual(done.body(), { url: `/checkout/success?session_id=${checkoutId}` })
    // Completing twice (a double click) makes nothing more.
    const again = await client
      .post(`/api/billing/test-checkout/${checkoutId}/complete`)
      .withCsrfToken()
      .loginAs(user)
    again.assertStatus(200)

    const subscriptions = await Subscription.query().where('userId', user.id)
    assert.lengthOf(subscriptions, 1)
    const [subscription] = subscriptions
    assert.equal(subscription.plan, 'PRO')
    assert.equal(subscription.period, 'annual')
    assert.equal(subscription.status, 'active')
    assert.equal(subscription.priceCents, 53300)
    const invoices = await Invoice.query().where('userId', user.id)
    assert.lengthOf(invoices, 1)
    assert.equal(invoices[0].amountCents, 42640)
    assert.equal(invoices[0].status, 'paid')
    assert.isFalse(invoices[0].isRenewal)
    await code.refresh()
    assert.isNotNull(code.usedAt)
    assert.equal(await currentPlan(user.id), 'PRO')

    const outcome = await checkoutOutcome(user, checkoutId)
    assert.equal(outcome.status, 'complete')
    assert.equal(outcome.subscription?.plan, 'PRO')
    assert.equal(outcome.subscription?.paymentMethod?.last4, '4242')
    assert.deepEqual(await checkoutOutcome(stranger, checkoutId), { status: 'unknown' })

    // With a paid plan, a second checkout is refused: the plan is changed instead.
    const second = await client
      .post('/api/billing/checkout')
      .withCsrfToken()
      .loginAs(user)
      .json({ plan: 'BASE', period: 'monthly' })
    second.assertStatus(409)
    assert.equal(second.body().errorCode, 'DUPLICATE_RECORD')
  })

  test('cancel: nothing is bought', async ({ client, assert }) => {
    const user = await givenUser()
    const { url } = await startCheckout(user, 'BASE', 'monthly', 'en')
    const checkoutId = url.split('/').pop()!
    const cancelled = await client
      .post(`/api/billing/test-checkout/${checkoutId}/cancel`)
      .withCsrfToken()
      .loginAs(user)
    cancelled.assertStatus(200)
    assert.deepEqual(cancelled.body(), { url: '/checkout/cancelled' })
    assert.lengthOf(await Subscription.query().where('userId', user.id), 0)
    assert.lengthOf(await Invoice.query().where('userId', user.id), 0)
    const completeAfter = await client
      .post(`/api/billing/test-checkout/${checkoutId}/complete`)
      .withCsrfToken()
      .loginAs(user)
    completeAfter.assertStatus(404)
    assert.equal(await currentPlan(user.id), 'FREE')
    assert.deepEqual(await checkoutOutcome(user, checkoutId), { status: 'unknown' })
  })
})

test.group('Billing | checkout with Stripe', (group) => {
  let fake: FakeStripe
  group.each.setup(async () => {
    fake = await new FakeStripe().start()
    fake.seedCatalog(configuredCatalog())
    return () => fake.stop()
  })

  test('a hosted checkout with the right price, coupon, customer and return URLs', async ({
    client,
    assert,
  }) => {
    const user = await givenUser({ locale: 'it' })
    const started = await withLaunch(true, async () =>
      client
        .post('/api/billing/checkout')
        .withCsrfToken()
        .loginAs(user)
        .header('accept-language', 'it')
        .json({ plan: 'PRO', period: 'annual' })
    )
    started.assertStatus(200)
    const [session] = [...fake.sessions.values()]
    assert.equal(started.body().url, session.url)
    assert.match(session.url, /^https:\/\/checkout\.stripe\.test\//)
    const [created] = fake.to('POST', '/v1/checkout/sessions')
    assert.equal(created.params.mode, 'subscription')
    assert.equal(fake.prices.get(created.params.line_items[0].price)?.lookup_key, 'pro_annual')
    assert.deepEqual(created.params.discounts, [{ coupon: 'launch_50' }])
    assert.match(
      created.params.success_url,
      /\/checkout\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/
    )
    assert.match(created.params.cancel_url, /\/checkout\/cancelled$/)
    assert.equal(created.params.subscription_data.metadata.user_id, String(user.id))
    assert.isString(created.idempotencyKey)

    const fresh = await UserModel.findOrFail(user.id)
    assert.equal(session.customer, fresh.stripeCustomerId)
    const checkout = await Checkout.findByOrFail('stripeCheckoutSessionId', session.id)
    assert.equal(checkout.provider, 'stripe')
    assert.equal(checkout.amountCents, 26650)

    // Test-mode endpoints do not exist while Stripe is configured.
    const testPage = await client
      .get(`/api/billing/test-checkout/${checkout.publicId}`)
      .loginAs(user)
    testPage.assertStatus(404)

    // Paid on Stripe's page: the success page's outcome reads Stripe before any webhook.
    fake.payCheckout(session.id)
    const outcome = await checkoutOutcome(user, session.id)
    assert.equal(outcome.status, 'complete')
    assert.equal(outcome.subscription?.plan, 'PRO')
    assert.equal(await currentPlan(user.id), 'PRO')
    const [invoice] = await Invoice.query().where('userId', user.id)
    assert.equal(invoice.amountCents, 26650)
  })

  test('the customer is created once per user, even for concurrent checkout starts', async ({
    assert,
  }) => {
    const user = await givenUser()
    const results = await Promise.all(
      Array.from({ length: 5 }, () => startCheckout(user, 'BASE', 'monthly', 'en'))
    )
    assert.lengthOf(results, 5)
    assert.lengthOf(fake.to('POST', '/v1/customers'), 1)
    assert.equal(fake.customers.size, 1)
    const fresh = await UserModel.findOrFail(user.id)
    assert.equal(fresh.stripeCustomerId, [...fake.customers.keys()][0])
    // A later checkout reuses it.
    await startCheckout(fresh, 'PRO', 'monthly', 'en')
    assert.lengthOf(fake.to('POST', '/v1/customers'), 1)
    const customers = new Set([...fake.sessions.values()].map((one) => one.customer))
    assert.equal(customers.size, 1)
  })

  test('the Stripe path and the test mode leave the same rows', async ({ assert }) => {
    let testModeUser: User | null = null
    const viaStripe = await givenUser()
    const { url } = await withLaunch(true, () => startCheckout(viaStripe, 'PRO', 'annual', 'en'))
    const session = [...fake.sessions.values()].find((one) => one.url === url)!
    await deliverAll(fake, fake.payCheckout(session.id))

    await fake.stop()
    const restore = inTestMode()
    try {
      const viaTestMode = await givenUser()
      const started = await withLaunch(true, () =>
        startCheckout(viaTestMode, 'PRO', 'annual', 'en')
      )
      const { completeTestCheckout } = await import('#billing/services/checkout')
      await completeTestCheckout(viaTestMode, started.url.split('/').pop()!)
      testModeUser = viaTestMode
    } finally {
      restore()
    }

    const stripeState = await billingStateOf(viaStripe.id)
    assert.lengthOf(stripeState.subscriptions, 1)
    assert.equal(stripeState.invoices[0].amountCents, 26650)
    assert.deepEqual(await billingStateOf(testModeUser!.id), stripeState)
  })

  test('a cancelled hosted checkout buys nothing; an expired one is marked so', async ({
    assert,
  }) => {
    const user = await givenUser()
    const { url } = await startCheckout(user, 'BASE', 'annual', 'en')
    const session = [...fake.sessions.values()].find((one) => one.url === url)!
    assert.deepEqual(await checkoutOutcome(user, session.id), { status: 'processing' })
    await deliverAll(fake, fake.expireCheckout(session.id))
    const checkout = await Checkout.findByOrFail('stripeCheckoutSessionId', session.id)
    assert.equal(checkout.status, 'expired')
    assert.lengthOf(await Subscription.query().where('userId', user.id), 0)
    assert.deepEqual(await checkoutOutcome(user, session.id), { status: 'unknown' })
  })

  test('Stripe unreachable: a payment error in the viewer language', async ({ client, assert }) => {
    fake.outage = true
    const user = await givenUser()
    const response = await client
      .post('/api/billing/checkout')
      .withCsrfToken()
      .loginAs(user)
      .header('accept-language', 'it')
      .json({ plan: 'PRO', period: 'monthly' })
    response.assertStatus(402)
    assert.equal(response.body().errorCode, 'PAYMENT_ERROR')
    assert.equal(response.body().message, 'Errore di pagamento')
    fake.outage = false
  })

  test('prices not synced to Stripe: a payment error, no session', async ({ client, assert }) => {
    fake.prices.clear()
    const user = await givenUser()
    const response = await client
      .post('/api/billing/checkout')
      .withCsrfToken()
      .loginAs(user)
      .json({ plan: 'BASE', period: 'monthly' })
    response.assertStatus(402)
    assert.equal(response.body().errorCode, 'PAYMENT_ERROR')
    assert.equal(response.body().message, 'Payment error')
    assert.equal(fake.sessions.size, 0)
  })
})
