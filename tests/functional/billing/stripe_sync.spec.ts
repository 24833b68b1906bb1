import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import StripeSync from '#billing/commands/stripe_sync'
import { PRICES_EUR } from '#business/pricing'
import { FakeStripe, inTestMode } from '#tests/helpers/fake_stripe'

test.group('Billing | billing:stripe-sync', (group) => {
  let fake: FakeStripe
  group.setup(() => {
    // Raw mode keeps the command's log lines for the assertions.
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })
  group.each.setup(async () => {
    fake = await new FakeStripe().start()
    return () => fake.stop()
  })

  test('creates the products, lookup-keyed prices and coupons; a second run creates nothing', async ({
    assert,
  }) => {
    const first = await ace.exec(StripeSync.commandName, [])
    first.assertSucceeded()
    assert.deepEqual([...fake.products.keys()].sort(), ['mentorship_base', 'mentorship_pro'])
    const prices = [...fake.prices.values()]
    assert.lengthOf(prices, 6)
    const proAnnual = prices.find((price) => price.lookup_key === 'pro_annual')!
    assert.equal(proAnnual.unit_amount, PRICES_EUR.PRO.annual * 100)
    assert.equal(proAnnual.currency, 'eur')
    assert.deepEqual(proAnnual.recurring, { interval: 'year', interval_count: 1 })
    assert.equal(proAnnual.product, 'mentorship_pro')
    assert.equal(proAnnual.tax_behavior, 'inclusive')
    const baseTrimestral = prices.find((price) => price.lookup_key === 'base_trimestral')!
    assert.deepEqual(baseTrimestral.recurring, { interval: 'month', interval_count: 3 })
    assert.equal(baseTrimestral.unit_amount, 6200)
    assert.deepEqual(
      [...fake.coupons.values()].map((coupon) => [coupon.id, coupon.percent_off, coupon.duration]),
      [
        ['launch_50', 50, 'once'],
        ['referral_20', 20, 'once'],
      ]
    )

    const creates = () => fake.requests.filter((request) => request.method === 'POST').length
    const before = creates()
    const second = await ace.exec(StripeSync.commandName, [])
    second.assertSucceeded()
    assert.equal(creates(), before, 'nothing created or updated the second time')
    assert.lengthOf([...fake.prices.values()], 6)
    second.assertLogMatches(/0 created, 0 updated, 10 unchanged/)
  })

  test('a changed amount makes a new price that takes the lookup key; the old one is archived', async ({
    assert,
  }) => {
    const first = await ace.exec(StripeSync.commandName, [])
    first.assertSucceeded()
    const old = [...fake.prices.values()].find((price) => price.lookup_key === 'base_monthly')!
    old.unit_amount = 2500
    const again = await ace.exec(StripeSync.commandName, [])
    again.assertSucceeded()
    const holders = [...fake.prices.values()].filter((price) => price.lookup_key === 'base_monthly')
    assert.lengthOf(holders, 1)
    assert.equal(holders[0].unit_amount, 2900)
    assert.isTrue(holders[0].active)
    assert.isFalse(fake.prices.get(old.id)!.active)
    again.assertLogMatches(/0 created, 1 updated/)
  })

  test('without a Stripe secret it fails and says so', async () => {
    await fake.stop()
    const restore = inTestMode()
    try {
      const result = await ace.exec(StripeSync.commandName, [])
      result.assertFailed()
      result.assertLogMatches(/STRIPE_SECRET_KEY is not set/)
    } finally {
      restore()
    }
  })
})
