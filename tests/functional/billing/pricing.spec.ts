import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import ContentPage from '#core/models/content_page'
import Subscription from '#billing/models/subscription'
import { billingSettings } from '#config/stripe'
import { DISCOUNTS, PRICES_EUR } from '#business/pricing'
import DiscountCode from '#referrals/models/discount_code'
import { givenUser } from '#tests/helpers/users'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'

/** The pricing page's HTML in a language (the locale cookie decides, as for a visitor). */
async function pricingHtml(client: ApiClient, locale: 'en' | 'it', query = '') {
  const response = await client.get(`/pricing${query}`).withRawCookie('locale', locale)
  response.assertStatus(200)
  return response.text()
}

/** The text a visitor reads: tags dropped, entities and no-break spaces as plain characters. */
function visibleText(html: string) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ')
}

/** The article of one plan in the server-rendered markup. */
function planCard(html: string, plan: string) {
  const body = ssrBody(html)
  const start = body.indexOf(`data-plan="${plan}"`)
  const end = body.indexOf('</article>', start)
  if (start < 0 || end < 0) throw new Error(`No card for ${plan}`)
  return body.slice(start, end)
}

test.group('Billing | pricing page', (group) => {
  let launch: boolean
  group.each.setup(() => {
    launch = billingSettings.launchDiscountEnabled
    return () => {
      billingSettings.launchDiscountEnabled = launch
    }
  })
  group.each.setup(async () => {
    await ContentPage.query().where('key', 'pricing_faq').delete()
  })

  test('savings come from the configured prices and match the advertised 415 / 60 / 25', async ({
    client,
    assert,
  }) => {
    const page = pageFrom(await pricingHtml(client, 'en'))
    assert.equal(page.component, 'billing/pricing')
    const plans = Object.fromEntries(page.props.plans.map((plan: any) => [plan.plan, plan]))
    assert.deepEqual(Object.keys(plans), ['FREE', 'BASE', 'PRO'])
    assert.isNull(plans.FREE.prices)
    assert.equal(plans.PRO.prices.annual.savingCents, 41500)
    assert.equal(plans.BASE.prices.annual.savingCents, 6000)
    assert.equal(plans.BASE.prices.trimestral.savingCents, 2500)
    assert.equal(plans.PRO.prices.trimestral.savingCents, 2500)
    assert.equal(plans.PRO.prices.monthly.savingCents, 0)
    for (const plan of ['BASE', 'PRO'] as const) {
      for (const period of ['monthly', 'trimestral', 'annual'] as const) {
        assert.equal(plans[plan].prices[period].priceCents, PRICES_EUR[plan][period] * 100)
      }
    }
  })

  test('English: VAT-included euro prices, the annual savings and the launch price with the list price struck through', async ({
    client,
    assert,
  }) => {
    billingSettings.launchDiscountEnabled = true
    const html = await pricingHtml(client, 'en', '?period=annual')
    const page = pageFrom(html)
    assert.equal(page.props.period, 'annual')
    assert.deepEqual(page.props.discount, { kind: 'launch', percent: 50 })
    const text = visibleText(ssrBody(html))
    assert.include(text, 'Plans and pricing')
    assert.include(text, 'All prices include VAT.')
    assert.include(text, 'Launch offer: 50% off your first payment on every paid plan.')

    const pro = planCard(html, 'PRO')
    assert.include(pro, '<s data-testid="list-price">€533</s>')
    assert.include(visibleText(pro), '€266.50')
    assert.include(visibleText(pro), 'Save €415 compared with paying monthly')
    assert.include(visibleText(pro), 'then €533 per year')
    assert.include(visibleText(pro), '€44.42 per month')
    assert.include(visibleText(pro), 'Personalised matching by our team')
    assert.include(visibleText(pro), 'Community access')
    assert.include(visibleText(pro), 'Choose Pro')

    const base = planCard(html, 'BASE')
    assert.include(base, '<s data-testid="list-price">€288</s>')
    assert.include(visibleText(base), 'Save €60 compared with paying monthly')
    assert.include(visibleText(base), '1 session per month')
    assert.include(visibleText(planCard(html, 'FREE')), 'One free first call, one time')
    // The period switch names the largest saving of each period.
    assert.include(text, 'save up to €25')
    assert.include(text, 'save up to €415')
  })

  test('Italian: prices formatted for Italy, trimestral saving, and the launch price', async ({
    client,
    assert,
  }) => {
    billingSettings.launchDiscountEnabled = true
    const html = await pricingHtml(client, 'it', '?period=trimestral')
    const text = visibleText(ssrBody(html))
    assert.include(text, 'Piani e prezzi')
    assert.include(text, 'Tutti i prezzi sono IVA inclusa.')
    const pro = planCard(html, 'PRO')
    assert.match(pro, /<s data-testid="list-price">212\s€<\/s>/)
    assert.include(visibleText(pro), '106 €')
    assert.include(visibleText(pro), 'Risparmi 25 € rispetto al pagamento mensile')
    assert.include(visibleText(pro), 'poi 212 € ogni 3 mesi')
    assert.include(visibleText(pro), '70,67 € al mese')
    assert.include(visibleText(planCard(html, 'BASE')), 'Risparmi 25 €')
    assert.include(visibleText(planCard(html, 'BASE')), '31 €')

    const annual = visibleText(planCard(await pricingHtml(client, 'it', '?period=annual'), 'PRO'))
    assert.include(annual, 'Risparmi 415 € rispetto al pagamento mensile')
    assert.include(annual, '266,50 €')
  })

  test('without the launch discount the list price is shown plainly, nothing struck through', async ({
    client,
    assert,
  }) => {
    billingSettings.launchDiscountEnabled = false
    const html = await pricingHtml(client, 'en', '?period=annual')
    assert.isNull(pageFrom(html).props.discount)
    const body = ssrBody(html)
    assert.notInclude(body, '<s ')
    assert.notInclude(visibleText(body), 'Launch offer')
    assert.include(
      planCard(html, 'PRO'),
      '<span class="text-4xl font-bold tracking-tight text-slate-900" data-testid="list-price">€533</span>'
    )
    assert.include(visibleText(planCard(html, 'PRO')), 'Save €415')
  })

  test("the FAQ is the admin's pricing_faq text as safe Markdown, in the visitor's language, with the refund policy", async ({
    client,
    assert,
  }) => {
    await ContentPage.createMany([
      {
        key: 'pricing_faq',
        locale: 'en',
        title: 'Questions people ask',
        body: '### Is the first call **really** free?\nYes, *once*. <script>alert("x")</script>\n\n### Links\n[Contact](/contact) and [bad](javascript:alert) and [worse](//evil.test)\n\n- one\n- two',
      },
      {
        key: 'pricing_faq',
        locale: 'it',
        title: 'Domande che ci fanno',
        body: '### La prima call è gratuita?\nSì, una volta.',
      },
    ])
    const english = ssrBody(await pricingHtml(client, 'en'))
    assert.include(english, 'Questions people ask')
    assert.include(english, 'Is the first call <strong>really</strong> free?')
    assert.include(english, 'Yes, <em>once</em>. &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    assert.notInclude(english, '<script>alert')
    assert.include(english, '<a href="/contact">Contact</a>')
    assert.notInclude(english, 'javascript:')
    assert.notInclude(english, 'evil.test')
    assert.include(english, ' and bad and worse')
    assert.include(english, '<ul><li>one</li><li>two</li></ul>')
    assert.include(visibleText(english), 'Refund policy')
    assert.include(
      visibleText(english),
      'You can request a refund within 14 days of your first payment, if you have not booked any session with that subscription. Renewals are not refunded.'
    )

    const italian = visibleText(ssrBody(await pricingHtml(client, 'it')))
    assert.include(italian, 'Domande che ci fanno')
    assert.include(italian, 'La prima call è gratuita?')
    assert.include(italian, 'Politica di rimborso')
    assert.include(italian, 'entro 14 giorni dal primo pagamento')
    assert.include(italian, 'I rinnovi non sono rimborsabili.')
  })

  test('a member invited by a friend sees their referral price; the launch discount wins when it is larger', async ({
    client,
    assert,
  }) => {
    const member = await givenUser()
    await DiscountCode.create({
      code: `PRICING${Date.now().toString(36)}`.toUpperCase().slice(0, 32),
      userId: member.id,
      percent: DISCOUNTS.referralPercent,
      expiresAt: DateTime.utc().plus({ days: 30 }),
    })
    billingSettings.launchDiscountEnabled = false
    const referral = await client
      .get('/pricing?period=annual')
      .withRawCookie('locale', 'en')
      .loginAs(member)
    assert.deepEqual(pageFrom(referral.text()).props.discount, { kind: 'referral', percent: 20 })
    const text = visibleText(ssrBody(referral.text()))
    assert.include(text, 'You were invited: 20% off your first subscription.')
    const pro = planCard(referral.text(), 'PRO')
    assert.include(pro, '<s data-testid="list-price">€533</s>')
    assert.include(visibleText(pro), 'Your referral discount')
    assert.include(visibleText(pro), '€426.40')

    billingSettings.launchDiscountEnabled = true
    const launchOn = await client
      .get('/pricing?period=annual')
      .withRawCookie('locale', 'en')
      .loginAs(member)
    assert.deepEqual(pageFrom(launchOn.text()).props.discount, { kind: 'launch', percent: 50 })
    assert.include(visibleText(planCard(launchOn.text(), 'PRO')), '€266.50')
    // The invited member is told why their 20 % is not the one applied.
    assert.deepEqual(pageFrom(launchOn.text()).props.setAsideDiscount, {
      kind: 'referral',
      percent: 20,
    })
    assert.include(
      visibleText(ssrBody(launchOn.text())),
      'Your 20% referral discount is not added on top: one discount applies per payment, the larger one, so you get the 50% launch offer.'
    )
    const italian = await client
      .get('/pricing?period=annual')
      .withRawCookie('locale', 'it')
      .loginAs(member)
    assert.include(
      visibleText(ssrBody(italian.text())),
      "Lo sconto invito del 20% non si somma: a ogni pagamento si applica un solo sconto, il maggiore, quindi ottieni l'offerta di lancio del 50%."
    )
    assert.isNull(pageFrom(referral.text()).props.setAsideDiscount)
  })

  test('a member sees their plan marked; a visitor is asked to sign in first', async ({
    client,
    assert,
  }) => {
    const visitor = ssrBody(await pricingHtml(client, 'en', '?period=annual'))
    assert.include(
      visitor,
      `href="/login?returnTo=${encodeURIComponent('/pricing?period=annual')}"`
    )
    assert.include(visibleText(visitor), 'Start for free')

    const member = await givenUser()
    await Subscription.create({
      userId: member.id,
      plan: 'PRO',
      period: 'annual',
      status: 'active',
      priceCents: 53300,
      currency: 'EUR',
      cancelAtPeriodEnd: false,
      currentPeriodStart: DateTime.utc().minus({ days: 1 }),
      currentPeriodEnd: DateTime.utc().plus({ months: 12 }),
    })
    const response = await client.get('/pricing').withRawCookie('locale', 'en').loginAs(member)
    const page = pageFrom(response.text())
    assert.equal(page.props.currentPlan, 'PRO')
    assert.include(visibleText(planCard(response.text(), 'PRO')), 'Your current plan')
    assert.include(visibleText(planCard(response.text(), 'BASE')), 'Change plan')
  })
})
