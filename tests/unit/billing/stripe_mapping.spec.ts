import { test } from '@japa/runner'
import type Stripe from 'stripe'
import { stripeApiTarget } from '#config/stripe'
import { couponId, priceLookupKey } from '#business/pricing'
import { planOfPrice, subscriptionStatusOf } from '#billing/services/subscription_sync'
import { planRank } from '#billing/services/subscription_view'

const price = (fields: Partial<Stripe.Price>) => ({ metadata: {}, ...fields }) as Stripe.Price

test.group('Billing | Stripe mapping', () => {
  test('STRIPE_API_HOST as host:port or a URL', ({ assert }) => {
    assert.deepEqual(stripeApiTarget(null), {})
    assert.deepEqual(stripeApiTarget('localhost:12111'), {
      host: 'localhost',
      port: 12111,
      protocol: 'https',
    })
    assert.deepEqual(stripeApiTarget('http://127.0.0.1:4010'), {
      host: '127.0.0.1',
      port: 4010,
      protocol: 'http',
    })
    assert.deepEqual(stripeApiTarget('https://api.stripe.example'), {
      host: 'api.stripe.example',
      port: 443,
      protocol: 'https',
    })
  })

  test('lookup keys and coupon ids', ({ assert }) => {
    assert.equal(priceLookupKey('PRO', 'annual'), 'pro_annual')
    assert.equal(priceLookupKey('BASE', 'trimestral'), 'base_trimestral')
    assert.equal(couponId('launch', 50), 'launch_50')
  })

  test('a price names its plan and period by lookup key, else metadata', ({ assert }) => {
    assert.deepEqual(planOfPrice(price({ lookup_key: 'pro_annual' })), {
      plan: 'PRO',
      period: 'annual',
    })
    assert.deepEqual(
      planOfPrice(price({ lookup_key: null, metadata: { plan: 'BASE', period: 'monthly' } })),
      { plan: 'BASE', period: 'monthly' }
    )
    assert.isNull(planOfPrice(price({ lookup_key: 'free_monthly' })))
    assert.isNull(planOfPrice(price({ lookup_key: 'pro_weekly' })))
    assert.isNull(planOfPrice(price({ lookup_key: null })))
  })

  test("Stripe's subscription statuses in our four", ({ assert }) => {
    const cases: [Stripe.Subscription.Status, string][] = [
      ['active', 'active'],
      ['trialing', 'active'],
      ['past_due', 'past_due'],
      ['unpaid', 'past_due'],
      ['canceled', 'cancelled'],
      ['incomplete', 'inactive'],
      ['incomplete_expired', 'inactive'],
      ['paused', 'inactive'],
    ]
    for (const [stripe, ours] of cases) assert.equal(subscriptionStatusOf(stripe), ours, stripe)
  })

  test('upgrade order: plan first, then a longer period', ({ assert }) => {
    assert.isAbove(planRank('PRO', 'monthly'), planRank('BASE', 'annual'))
    assert.isAbove(planRank('BASE', 'annual'), planRank('BASE', 'trimestral'))
    assert.isAbove(planRank('BASE', 'trimestral'), planRank('BASE', 'monthly'))
  })
})
