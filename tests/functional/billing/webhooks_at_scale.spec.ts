import { test } from '@japa/runner'
import type User from '#accounts/models/user'
import Invoice from '#billing/models/invoice'
import ProcessedWebhookEvent from '#billing/models/processed_webhook_event'
import Refund from '#billing/models/refund'
import Subscription from '#billing/models/subscription'
import { startCheckout } from '#billing/services/checkout'
import { currentPlan } from '#billing/services/plans'
import { stripeClient } from '#billing/services/stripe_client'
import { givenUser } from '#tests/helpers/users'
import {
  FakeStripe,
  billingStateOf,
  configuredCatalog,
  deliver,
  deliverAll,
} from '#tests/helpers/fake_stripe'

type Obj = Record<string, any>

/** A seeded generator (the same run every time, different orders per seed). */
function generator(seed: number) {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
}

function shuffled<T>(items: T[], random: () => number) {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other], copy[index]]
  }
  return copy
}

async function checkout(fake: FakeStripe, user: User, plan: 'BASE' | 'PRO') {
  const { url } = await startCheckout(user, plan, 'monthly', 'en')
  const session = [...fake.sessions.values()].find((one) => one.url === url)!
  const events = fake.payCheckout(session.id)
  return { events, subscriptionId: session.subscription as string }
}

/**
 * Five lives a subscription can have at Stripe, each returning every event
 * Stripe sent for it, in the order it sent them.
 */
const LIVES: Record<string, (fake: FakeStripe, user: User) => Promise<Obj[]>> = {
  async 'checkout, renewal, refund, failed renewal, end'(fake, user) {
    const { events, subscriptionId } = await checkout(fake, user, 'PRO')
    events.push(...fake.renew(subscriptionId))
    const invoiceId = fake.subscriptions.get(subscriptionId)!.latest_invoice
    const payment = [...fake.invoicePayments.values()].find((one) => one.invoice === invoiceId)!
    const charge = [...fake.charges.values()].find(
      (one) => one.payment_intent === payment.payment.payment_intent
    )!
    await stripeClient()!.refunds.create({ charge: charge.id, amount: 1000 })
    events.push(...fake.chargeRefunded(charge.id))
    events.push(...fake.failRenewal(subscriptionId))
    events.push(...fake.endSubscription(subscriptionId))
    return events
  },
  async 'checkout and two renewals'(fake, user) {
    const { events, subscriptionId } = await checkout(fake, user, 'PRO')
    events.push(...fake.renew(subscriptionId), ...fake.renew(subscriptionId))
    return events
  },
  async 'checkout, then cancel at period end'(fake, user) {
    const { events, subscriptionId } = await checkout(fake, user, 'BASE')
    await stripeClient()!.subscriptions.update(subscriptionId, { cancel_at_period_end: true })
    events.push(
      fake.event('customer.subscription.updated', fake.subscriptions.get(subscriptionId)!)
    )
    return events
  },
  async 'checkout, then the end'(fake, user) {
    const { events, subscriptionId } = await checkout(fake, user, 'PRO')
    events.push(...fake.endSubscription(subscriptionId))
    return events
  },
  async 'checkout, renewal, failed renewal'(fake, user) {
    const { events, subscriptionId } = await checkout(fake, user, 'BASE')
    events.push(...fake.renew(subscriptionId), ...fake.failRenewal(subscriptionId))
    return events
  },
}

const CUSTOMERS = 50
const CONCURRENCY = 16

/**
 * Stripe at scale: many customers' events arrive late, twice and out of
 * order, several at a time. Each customer must end where one in-order
 * delivery of the same life ends, with no duplicate rows.
 */
test.group('Billing | Stripe webhooks at scale', (group) => {
  let fake: FakeStripe
  group.each.setup(async () => {
    fake = await new FakeStripe().start()
    fake.seedCatalog(configuredCatalog())
    return () => fake.stop()
  })
  group.each.timeout(60_000)

  test('50 customers, every event twice, shuffled, some late, 16 at a time: the in-order outcome, no duplicates, every answer 2xx', async ({
    assert,
  }) => {
    const lives = Object.entries(LIVES)

    // The reference: one customer per life, its events delivered once, in order.
    const expected = new Map<string, { state: unknown; plan: string }>()
    for (const [name, life] of lives) {
      const user = await givenUser()
      await deliverAll(fake, await life(fake, user))
      expected.set(name, { state: await billingStateOf(user.id), plan: await currentPlan(user.id) })
    }
    // Each life ends somewhere different: the comparison below is not between empty states.
    const plans = [...expected.values()].map((one) => one.plan)
    assert.includeMembers(plans, ['FREE', 'PRO', 'BASE'])

    const random = generator(20261123)
    const customers: { user: User; life: string; events: Obj[] }[] = []
    for (let index = 0; index < CUSTOMERS; index++) {
      const [name, life] = lives[index % lives.length]
      const user = await givenUser()
      customers.push({ user, life: name, events: await life(fake, user) })
    }

    // Every event twice, all customers interleaved and shuffled; a fifth of the
    // events have one copy held back until everything else has been delivered.
    const allEvents = customers.flatMap((customer) => customer.events)
    const late = allEvents.filter(() => random() < 0.2)
    const lateIds = new Set(late.map((event) => event.id))
    const onTime = shuffled(
      allEvents.flatMap((event) => (lateIds.has(event.id) ? [event] : [event, event])),
      random
    )

    const statuses: number[] = []
    const firstDeliveries: string[] = []
    const deliverConcurrently = async (events: Obj[]) => {
      let next = 0
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < events.length) {
            const event = events[next++]
            const answer = await deliver(fake, event)
            statuses.push(answer.status)
            if (answer.body?.duplicate === false) firstDeliveries.push(event.id)
          }
        })
      )
    }
    await deliverConcurrently(onTime)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await deliverConcurrently(shuffled(late, random))

    assert.lengthOf(statuses, allEvents.length * 2)
    assert.deepEqual(
      statuses.filter((status) => status < 200 || status > 299),
      [],
      'every delivery answers 2xx'
    )
    // Concurrent copies may both apply the same state; each event is still counted once.
    assert.includeMembers(firstDeliveries, [...new Set(allEvents.map((event) => event.id))])

    for (const customer of customers) {
      const reference = expected.get(customer.life)!
      assert.deepEqual(
        await billingStateOf(customer.user.id),
        reference.state,
        `${customer.life} (user ${customer.user.id})`
      )
      assert.equal(await currentPlan(customer.user.id), reference.plan, customer.life)
    }

    // No duplicate rows: one record per event, one subscription per customer,
    // one invoice per Stripe invoice, one refund per Stripe refund.
    const userIds = customers.map((customer) => customer.user.id)
    const eventIds = allEvents.map((event) => event.id)
    assert.lengthOf(
      await ProcessedWebhookEvent.query().whereIn('stripeEventId', eventIds),
      new Set(eventIds).size
    )
    const subscriptions = await Subscription.query().whereIn('userId', userIds)
    assert.lengthOf(subscriptions, CUSTOMERS)
    const invoices = await Invoice.query().whereIn('userId', userIds)
    const stripeInvoiceIds = invoices.map((invoice) => invoice.stripeInvoiceId)
    assert.lengthOf(new Set(stripeInvoiceIds), invoices.length)
    const refunds = await Refund.query().whereIn(
      'invoiceId',
      invoices.map((invoice) => invoice.id)
    )
    assert.lengthOf(new Set(refunds.map((refund) => refund.stripeRefundId)), refunds.length)
    assert.isAbove(refunds.length, 0)
  })
})
