import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import Invoice from '#billing/models/invoice'
import Subscription from '#billing/models/subscription'
import { billingSettings, stripeSettings } from '#config/stripe'
import { inTestMode } from '#tests/helpers/fake_stripe'
import { givenUser } from '#tests/helpers/users'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'

/** The text a visitor reads: tags dropped, entities and no-break spaces as plain characters. */
function visibleText(html: string) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ')
}

async function pageOf(client: ApiClient, path: string, user: User, locale: 'en' | 'it' = 'en') {
  const response = await client.get(path).withRawCookie('locale', locale).loginAs(user)
  response.assertStatus(200)
  const html = response.text()
  return { page: pageFrom(html), text: visibleText(ssrBody(html)) }
}

async function post(client: ApiClient, path: string, user: User, body?: Record<string, string>) {
  const response = await client
    .post(path)
    .header('accept', 'application/json')
    .withCsrfToken()
    .json(body ?? {})
    .loginAs(user)
  return response
}

/** A member who bought BASE monthly through the in-app test checkout. */
async function subscribedInTestMode(client: ApiClient) {
  const member = await givenUser()
  const started = await post(client, '/api/billing/checkout', member, {
    plan: 'BASE',
    period: 'monthly',
  })
  const id = String(started.body().url).split('/').pop()!
  const completed = await post(client, `/api/billing/test-checkout/${id}/complete`, member)
  completed.assertStatus(200)
  return member
}

test.group('Billing | checkout and payments pages', (group) => {
  // The in-app test mode, whatever STRIPE_SECRET_KEY the environment holds.
  group.each.setup(() => inTestMode())
  let launch: boolean
  group.each.setup(() => {
    launch = billingSettings.launchDiscountEnabled
    billingSettings.launchDiscountEnabled = true
    return () => {
      billingSettings.launchDiscountEnabled = launch
    }
  })

  test("payments: a FREE member sees the Free plan and 'No billing history'", async ({
    client,
    assert,
  }) => {
    const member = await givenUser()
    const { page, text } = await pageOf(client, '/settings/payments', member)
    assert.equal(page.component, 'billing/settings/payments')
    assert.deepEqual(page.props.overview, { plan: 'FREE', subscription: null, invoices: [] })
    assert.include(text, 'Payments and subscription')
    assert.match(text, /Current plan\s?: Free/)
    assert.include(text, 'No billing history')

    const italian = await pageOf(client, '/settings/payments', member, 'it')
    assert.include(italian.text, 'Pagamenti e abbonamento')
    assert.include(italian.text, 'Nessuno storico di fatturazione')
  })

  test('payments needs a signed-in member', async ({ client, assert }) => {
    const response = await client.get('/settings/payments').redirects(0)
    assert.equal(response.status(), 302)
    assert.match(response.header('location') ?? '', /^\/login/)
  })

  test('PRO annual in test mode: the TEST MODE page, success, then the plan, card and invoice on payments', async ({
    client,
    assert,
  }) => {
    const member = await givenUser({ timezone: 'Europe/Rome' })
    const started = await post(client, '/api/billing/checkout', member, {
      plan: 'PRO',
      period: 'annual',
    })
    started.assertStatus(200)
    const url: string = started.body().url
    assert.match(url, /^\/checkout\/test\/co_[\w-]+$/)

    const checkoutPage = await pageOf(client, url, member)
    assert.equal(checkoutPage.page.component, 'billing/test_checkout')
    assert.include(checkoutPage.text, 'TEST MODE')
    assert.include(checkoutPage.text, 'No card is charged')
    assert.include(checkoutPage.text, 'Launch offer (50%)')
    assert.include(checkoutPage.text, 'Due today €266.50')
    assert.include(checkoutPage.text, 'Then €533 per year, VAT included.')
    const italianCheckout = await pageOf(client, url, member, 'it')
    assert.include(italianCheckout.text, 'MODALITÀ TEST')
    assert.include(italianCheckout.text, 'Da pagare oggi 266,50 €')

    const id = url.split('/').pop()!
    const completed = await post(client, `/api/billing/test-checkout/${id}/complete`, member)
    completed.assertStatus(200)
    const successUrl: string = completed.body().url
    assert.equal(successUrl, `/checkout/success?session_id=${id}`)

    // Completed: the test page offers nothing more to pay.
    const ended = await pageOf(client, url, member)
    assert.include(ended.text, 'This checkout has already ended.')
    assert.notInclude(ended.text, 'Complete test payment')

    const success = await pageOf(client, successUrl, member)
    assert.equal(success.page.props.outcome.status, 'complete')
    assert.equal(success.page.props.outcome.subscription.plan, 'PRO')
    assert.include(success.text, 'Welcome to Pro!')
    assert.include(success.text, 'Your Pro plan (annual) is active.')
    const renewal = DateTime.utc().setZone('Europe/Rome').plus({ years: 1 })
    assert.include(
      success.text,
      `Your plan renews on ${renewal.setLocale('en').toFormat('LLLL d, yyyy')}.`
    )

    const payments = await pageOf(client, '/settings/payments', member)
    const overview = payments.page.props.overview
    assert.equal(overview.plan, 'PRO')
    assert.equal(overview.subscription.priceCents, 53300)
    assert.isTrue(overview.subscription.refund.allowed)
    assert.lengthOf(overview.invoices, 1)
    assert.equal(overview.invoices[0].amountCents, 26650)
    assert.equal(overview.invoices[0].status, 'paid')
    assert.match(payments.text, /Current plan\s?: Pro/)
    assert.include(payments.text, 'Active')
    assert.include(payments.text, 'Price €533 per year')
    assert.include(
      payments.text,
      `Renewal date ${renewal.setLocale('en').toFormat('LLLL d, yyyy')}`
    )
    assert.match(payments.text, /Days remaining 36[56] days/)
    assert.include(payments.text, 'Visa ending in 4242')
    assert.include(payments.text, `Expires 12/${DateTime.utc().year + 3}`)
    assert.include(payments.text, 'Request a refund')
    assert.include(payments.text, 'Pro plan – Annual €266.50 Paid')
    assert.notInclude(payments.text, 'No billing history')
    // Test mode is said once, and no method is said to be missing.
    assert.equal(payments.text.split('Paid in test mode').length - 1, 1)
    assert.notInclude(payments.text, 'No payment method on file')
    // One wording for the invoice: what is stored (console, books) is what the page shows.
    const [stored] = await Invoice.query().where('userId', member.id)
    assert.equal(stored.description, 'Pro plan – Annual')

    const italian = await pageOf(client, '/settings/payments', member, 'it')
    assert.match(italian.text, /Piano attuale\s?: Pro/)
    assert.include(italian.text, "Prezzo 533 € all'anno")
    assert.include(italian.text, 'Visa che termina con 4242')
    assert.include(italian.text, 'Piano Pro – Annuale 266,50 € Pagata')
  })

  test('a test-mode subscription with no card on file says test mode once, never that a method is missing', async ({
    client,
    assert,
  }) => {
    const member = await subscribedInTestMode(client)
    // As the demo data has them: bought in test mode, no card kept.
    await Subscription.query().where('userId', member.id).update({
      payment_method_brand: null,
      payment_method_last_four: null,
      payment_method_exp_month: null,
      payment_method_exp_year: null,
    })
    for (const [locale, testMode, missing] of [
      ['en', 'Paid in test mode: no real card was charged.', 'No payment method on file'],
      [
        'it',
        'Pagato in modalità test: nessuna carta reale è stata addebitata.',
        'Nessun metodo di pagamento registrato',
      ],
    ] as const) {
      const { text } = await pageOf(client, '/settings/payments', member, locale)
      assert.equal(text.split(testMode).length - 1, 1)
      assert.notInclude(text, missing)
    }
  })

  test('cancel at period end shows the cancellation date; resume is offered', async ({
    client,
    assert,
  }) => {
    const member = await subscribedInTestMode(client)
    const cancelled = await post(client, '/api/billing/subscription/cancel', member)
    cancelled.assertStatus(200)
    assert.isTrue(cancelled.body().subscription.cancelAtPeriodEnd)

    const { page, text } = await pageOf(client, '/settings/payments', member)
    assert.isTrue(page.props.overview.subscription.cancelAtPeriodEnd)
    const end = DateTime.fromISO(page.props.overview.subscription.cancelAt, { zone: 'utc' })
    assert.isTrue(end > DateTime.utc().plus({ days: 27 }))
    const date = end.setLocale('en').toFormat('LLLL d, yyyy')
    assert.include(text, `Ends on ${date}`)
    assert.include(text, `Cancellation date ${date}`)
    assert.include(text, `Your subscription is cancelled and ends on ${date}.`)
    assert.include(text, 'Resume subscription')
    assert.notInclude(text, 'Cancel subscription')
    assert.include(text.slice(text.indexOf('Billing history')), 'Base plan – Monthly €14.50 Paid')
  })

  test('past due: the failed payment is named, with the date the plan holds until', async ({
    client,
    assert,
  }) => {
    const member = await givenUser()
    const end = DateTime.utc().plus({ days: 6 }).startOf('second')
    await Subscription.create({
      userId: member.id,
      plan: 'PRO',
      period: 'monthly',
      status: 'past_due',
      priceCents: 7900,
      currency: 'EUR',
      cancelAtPeriodEnd: false,
      currentPeriodStart: end.minus({ months: 1 }),
      currentPeriodEnd: end,
      startedAt: end.minus({ months: 1 }),
    })
    const { page, text } = await pageOf(client, '/settings/payments', member)
    assert.equal(page.props.overview.subscription.status, 'past_due')
    assert.include(text, 'Past due')
    assert.include(
      text,
      `Your last payment failed. Your plan stays active until ${end.setLocale('en').toFormat('LLLL d, yyyy')};`
    )
    const italian = await pageOf(client, '/settings/payments', member, 'it')
    assert.include(italian.text, "L'ultimo pagamento non è andato a buon fine.")
  })

  test('the cancelled and free-plan pages, in both languages', async ({ client, assert }) => {
    const member = await givenUser()
    const cancelled = await pageOf(client, '/checkout/cancelled', member)
    assert.equal(cancelled.page.component, 'billing/checkout_cancelled')
    assert.include(cancelled.text, 'Checkout stopped')
    assert.include(cancelled.text, 'You have not been charged.')
    const cancelledIt = await pageOf(client, '/checkout/cancelled', member, 'it')
    assert.include(cancelledIt.text, 'Pagamento interrotto')

    const free = await pageOf(client, '/checkout/free', member)
    assert.equal(free.page.props.currentPlan, 'FREE')
    assert.include(free.text, "You're on the Free plan")
    const freeIt = await pageOf(client, '/checkout/free', member, 'it')
    assert.include(freeIt.text, 'Hai il piano Free')

    const started = await post(client, '/api/billing/checkout', member, {
      plan: 'FREE',
      period: 'monthly',
    })
    assert.equal(started.body().url, '/checkout/free')
  })

  test("a success page for someone else's or an unknown checkout shows nothing of it", async ({
    client,
    assert,
  }) => {
    const buyer = await givenUser()
    const started = await post(client, '/api/billing/checkout', buyer, {
      plan: 'BASE',
      period: 'monthly',
    })
    const id = String(started.body().url).split('/').pop()!
    const other = await givenUser()
    const stranger = await pageOf(client, `/checkout/success?session_id=${id}`, other)
    assert.deepEqual(stranger.page.props.outcome, { status: 'unknown' })
    assert.include(stranger.text, 'We could not find this checkout')
    // The buyer's own, still open: being confirmed.
    const own = await pageOf(client, `/checkout/success?session_id=${id}`, buyer)
    assert.equal(own.page.props.outcome.status, 'processing')
    assert.include(own.text, 'Confirming your payment')
    // And nobody else can open the buyer's test checkout.
    const response = await client.get(`/checkout/test/${id}`).loginAs(other)
    response.assertStatus(404)
  })

  test('with a Stripe key configured the test-mode page does not exist', async ({
    client,
    assert,
  }) => {
    const member = await givenUser()
    const started = await post(client, '/api/billing/checkout', member, {
      plan: 'PRO',
      period: 'monthly',
    })
    const url = String(started.body().url)
    const key = stripeSettings.secretKey
    stripeSettings.secretKey = 'sk_test_configured'
    try {
      const response = await client.get(url).loginAs(member)
      assert.equal(response.status(), 404)
    } finally {
      stripeSettings.secretKey = key
    }
  })
})
