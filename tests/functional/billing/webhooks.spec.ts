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

/** Fisher-Yates with a seeded generator: a different but repeatable order. */
function shuffled<T>(items: T[], seed: number) {
  const copy = [...items]
  let state = seed
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other], copy[index]]
  }
  return copy
}

async function paidCheckout(fake: FakeStripe, user: User, plan: 'BASE' | 'PRO' = 'PRO') {
  const { url } = await startCheckout(user, plan, 'monthly', 'en')
  const session = [...fake.sessions.values()].find((one) => one.url === url)!
  const events = fake.payCheckout(session.id)
  const stripeSubscriptionId = session.subscription as string
  return { session, events, stripeSubscriptionId }
}

function chargeOfInvoice(fake: FakeStripe, invoiceId: string) {
  const payment = [...fake.invoicePayments.values()].find((one) => one.invoice === invoiceId)!
  return [...fake.charges.values()].find(
    (charge) => charge.payment_intent === payment.payment.payment_intent
  )!
}

/**
 * A subscription's whole life at Stripe: paid checkout, a renewal, a partial
 * refund of that renewal (from Stripe's dashboard), a failed renewal (past
 * due), then the end. Returns every event Stripe sent, in order.
 */
async function lifeAtStripe(fake: FakeStripe, user: User) {
  const { events, stripeSubscriptionId } = await paidCheckout(fake, user)
  events.push(...fake.renew(stripeSubscriptionId))
  const renewalInvoice = fake.subscriptions.get(stripeSubscriptionId)!.latest_invoice
  const charge = chargeOfInvoice(fake, renewalInvoice)
  await stripeClient()!.refunds.create({ charge: charge.id, amount: 1000 })
  events.push(...fake.chargeRefunded(charge.id))
  events.push(...fake.failRenewal(stripeSubscriptionId))
  events.push(...fake.endSubscription(stripeSubscriptionId))
  return events
}

test.group('Billing | Stripe webhooks', (group) => {
  let fake: FakeStripe
  group.each.setup(async () => {
    fake = await new FakeStripe().start()
    fake.seedCatalog(configuredCatalog())
    return () => fake.stop()
  })

  test('a wrong or missing signature is refused with 400 and stores nothing', async ({
    assert,
  }) => {
    const user = await givenUser()
    const { events } = await paidCheckout(fake, user)
    const processedBefore = await ProcessedWebhookEvent.all()
    const before = processedBefore.length
    for (const event of events) {
      const forged = await deliver(fake, event, { secret: 'whsec_not_the_right_one' })
      assert.equal(forged.status, 400)
    }
    const { payload } = fake.signed(events[0])
    const unsigned = await fetch(
      `http://${process.env.HOST ?? 'localhost'}:${process.env.PORT}/webhooks/stripe`,
      {
        method: 'POST',
        headers: { 'accept': 'application/json', 'content-type': 'application/json' },
        body: payload,
      }
    )
    assert.equal(unsigned.status, 400)
    // A body changed after signing fails too.
    const { header } = fake.signed(events[0])
    const tampered = await fetch(
      `http://${process.env.HOST ?? 'localhost'}:${process.env.PORT}/webhooks/stripe`,
      {
        method: 'POST',
        headers: {
          'accept': 'application/json',
          'content-type': 'application/json',
          'stripe-signature': header,
        },
        body: payload.replace('"livemode":false', '"livemode":true'),
      }
    )
    assert.equal(tampered.status, 400)
    assert.lengthOf(await ProcessedWebhookEvent.all(), before)
    assert.lengthOf(await Subscription.query().where('userId', user.id), 0)
    assert.lengthOf(await Invoice.query().where('userId', user.id), 0)
    assert.equal(await currentPlan(user.id), 'FREE')
  })

  test('checkout, renewal, refund, failed renewal and the end, delivered in order', async ({
    assert,
  }) => {
    const user = await givenUser()
    const { events, stripeSubscriptionId } = await paidCheckout(fake, user)
    await deliverAll(fake, events)
    const subscription = await Subscription.findByOrFail(
      'stripeSubscriptionId',
      stripeSubscriptionId
    )
    assert.equal(subscription.status, 'active')
    assert.equal(subscription.plan, 'PRO')
    assert.equal(subscription.period, 'monthly')
    assert.equal(subscription.paymentMethodLastFour, '4242')
    assert.equal(await currentPlan(user.id), 'PRO')
    const [first] = await Invoice.query().where('subscriptionId', subscription.id)
    assert.equal(first.status, 'paid')
    assert.isFalse(first.isRenewal)
    assert.isNotNull(first.stripePaymentIntentId)

    await deliverAll(fake, fake.renew(stripeSubscriptionId))
    const renewal = await Invoice.query()
      .where('subscriptionId', subscription.id)
      .where('isRenewal', true)
      .firstOrFail()
    assert.equal(renewal.status, 'paid')
    assert.equal(renewal.amountCents, 7900)

    const charge = chargeOfInvoice(
      fake,
      fake.subscriptions.get(stripeSubscriptionId)!.latest_invoice
    )
    await stripeClient()!.refunds.create({ charge: charge.id, amount: 1000 })
    await deliverAll(fake, fake.chargeRefunded(charge.id))
    await renewal.refresh()
    assert.equal(renewal.status, 'partially_refunded')
    assert.equal(renewal.stripeChargeId, charge.id)
    const refunds = await Refund.query().where('invoiceId', renewal.id)
    assert.deepEqual(
      refunds.map((one) => one.amountCents),
      [1000]
    )

    await subscription.refresh()
    const paidThrough = subscription.currentPeriodEnd!
    await deliverAll(fake, fake.failRenewal(stripeSubscriptionId))
    await subscription.refresh()
    assert.equal(subscription.status, 'past_due')
    // Past due counts only until the end of what was paid, not the unpaid period Stripe retries.
    const paidEnd = subscription.currentPeriodEnd!
    assert.equal(paidEnd.toISO(), paidThrough.toISO())
    const atStripe = fake.subscriptions.get(stripeSubscriptionId)!.items.data[0]
    assert.equal(paidEnd.toSeconds(), atStripe.current_period_start)
    assert.isAbove(atStripe.current_period_end, paidEnd.toSeconds())
    assert.equal(await currentPlan(user.id, paidEnd.minus({ minutes: 1 })), 'PRO')
    assert.equal(await currentPlan(user.id, paidEnd.plus({ minutes: 1 })), 'FREE')
    const failed = await Invoice.query()
      .where('subscriptionId', subscription.id)
      .where('status', 'failed')
      .firstOrFail()
    assert.equal(failed.amountCents, 7900)
    assert.isTrue(failed.isRenewal)

    await deliverAll(fake, fake.endSubscription(stripeSubscriptionId))
    await subscription.refresh()
    assert.equal(subscription.status, 'cancelled')
    assert.isNotNull(subscription.cancelledAt)
    assert.equal(await currentPlan(user.id), 'FREE')
  })

  test('replay: the same events three times, shuffled, leave the state of one in-order delivery', async ({
    assert,
  }) => {
    const inOrder = await givenUser()
    const orderedEvents = await lifeAtStripe(fake, inOrder)
    await deliverAll(fake, orderedEvents)

    const replayed = await givenUser()
    const events = await lifeAtStripe(fake, replayed)
    const deliveries = shuffled([...events, ...events, ...events], 20261122)
    const answers = []
    for (const event of deliveries) answers.push(await deliver(fake, event))
    assert.isTrue(answers.every((answer) => answer.status === 200))
    assert.equal(answers.filter((answer) => answer.body.duplicate === false).length, events.length)

    const expected = await billingStateOf(inOrder.id)
    assert.deepEqual(
      expected.subscriptions.map((one) => one.status),
      ['cancelled']
    )
    assert.deepEqual(expected.invoices.map((one) => [one.status, one.isRenewal]).sort(), [
      ['failed', true],
      ['paid', false],
      ['partially_refunded', true],
    ])
    assert.deepEqual(expected.refunds, [{ amountCents: 1000 }])
    assert.deepEqual(await billingStateOf(replayed.id), expected)

    const processed = await ProcessedWebhookEvent.query().whereIn(
      'stripeEventId',
      events.map((event) => event.id)
    )
    assert.lengthOf(processed, events.length)
  })

  test('replay delivered concurrently, four at a time, ends in the same state', async ({
    assert,
  }) => {
    const inOrder = await givenUser()
    await deliverAll(fake, await lifeAtStripe(fake, inOrder))

    const racing = await givenUser()
    const events = await lifeAtStripe(fake, racing)
    const deliveries = shuffled([...events, ...events, ...events], 7)
    for (let start = 0; start < deliveries.length; start += 4) {
      const batch = deliveries.slice(start, start + 4)
      const answers = await Promise.all(batch.map((event) => deliver(fake, event)))
      // A delivery that lost a race may answer 500; Stripe retries it later.
      for (const [index, answer] of answers.entries()) {
        if (answer.status !== 200) await deliverAll(fake, [batch[index]])
      }
    }
    assert.deepEqual(await billingStateOf(racing.id), await billingStateOf(inOrder.id))
  })

  test('events delivered newest first still end in Stripe’s current state', async ({ assert }) => {
    const user = await givenUser()
    const { events, stripeSubscriptionId } = await paidCheckout(fake, user)
    const cancel = await stripeClient()!.subscriptions.update(stripeSubscriptionId, {
      cancel_at_period_end: true,
    })
    assert.isTrue(cancel.cancel_at_period_end)
    events.push(
      fake.event('customer.subscription.updated', fake.subscriptions.get(stripeSubscriptionId)!)
    )
    // The stale "created" snapshot (not cancelling) arrives last.
    await deliverAll(fake, [...events].reverse())
    const subscription = await Subscription.findByOrFail(
      'stripeSubscriptionId',
      stripeSubscriptionId
    )
    assert.isTrue(subscription.cancelAtPeriodEnd)
    assert.equal(subscription.status, 'active')
    assert.equal(await currentPlan(user.id), 'PRO')
  })

  test('Stripe unreachable while handling: 500, nothing recorded; the retry applies it', async ({
    assert,
  }) => {
    const user = await givenUser()
    const { events } = await paidCheckout(fake, user)
    fake.outage = true
    const failed = await deliver(fake, events[0])
    assert.equal(failed.status, 500)
    assert.isNull(await ProcessedWebhookEvent.findBy('stripeEventId', events[0].id))
    assert.lengthOf(await Subscription.query().where('userId', user.id), 0)
    fake.outage = false
    const retried = await deliver(fake, events[0])
    assert.equal(retried.status, 200)
    assert.deepEqual(retried.body, { received: true, duplicate: false })
    assert.equal(await currentPlan(user.id), 'PRO')
  })

  test('an event id already handled is answered as a duplicate and not applied again', async ({
    assert,
  }) => {
    const user = await givenUser()
    const { events } = await paidCheckout(fake, user)
    await deliverAll(fake, events)
    const before = fake.requests.length
    const again = await deliver(fake, events[0])
    assert.equal(again.status, 200)
    assert.deepEqual(again.body, { received: true, duplicate: true })
    assert.equal(fake.requests.length, before, 'Stripe is not asked again')
    // Unknown event types are accepted and recorded.
    const other = await deliver(
      fake,
      fake.event('customer.updated', { id: 'cus_x', object: 'customer' })
    )
    assert.equal(other.status, 200)
  })
})
