import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import type User from '#accounts/models/user'
import AuditLog from '#core/models/audit_log'
import Invoice from '#billing/models/invoice'
import Refund from '#billing/models/refund'
import MentoringSession from '#scheduling/models/mentoring_session'
import { startCheckout } from '#billing/services/checkout'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { givenSession } from '#tests/helpers/sessions'
import { FakeStripe, configuredCatalog, deliverAll, inTestMode } from '#tests/helpers/fake_stripe'

const API = '/api/admin/payments'

async function givenInvoice(
  user: User,
  overrides: Partial<Pick<Invoice, 'amountCents' | 'status' | 'sessionId' | 'paidAt'>> = {}
) {
  return Invoice.create({
    userId: user.id,
    amountCents: 2900,
    currency: 'EUR',
    status: 'paid',
    description: 'BASE monthly',
    plan: 'BASE',
    period: 'monthly',
    isRenewal: false,
    paidAt: DateTime.utc().minus({ days: 1 }),
    ...overrides,
  })
}

function refund(client: ApiClient, admin: User, invoiceId: number, body: object = {}) {
  return client.post(`${API}/${invoiceId}/refund`).json(body).loginAs(admin).withCsrfToken()
}

test.group('Admin REST | payments', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a page of payments: kind, refundedCents, sort, range, filters', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const member = await givenUser({ firstName: 'Paola', lastName: 'Neri' })
    const { user: mentor } = await givenMentor()
    const session = await givenSession(mentor, member)
    const old = await givenInvoice(member, {
      amountCents: 7900,
      paidAt: DateTime.utc().minus({ days: 40 }).startOf('second'),
    })
    const recent = await givenInvoice(member, { amountCents: 2900, status: 'partially_refunded' })
    await Refund.create({
      invoiceId: recent.id,
      amountCents: 900,
      reason: 'goodwill',
      createdAt: DateTime.utc(),
    })
    const forSession = await givenInvoice(member, { amountCents: 12000, sessionId: session.id })
    const open = await givenInvoice(member, { amountCents: 1000, status: 'open', paidAt: null })

    const page = await client
      .get(API)
      .qs({
        sort: '["amountCents","DESC"]',
        range: '[0,2]',
        filter: JSON.stringify({ userId: member.id }),
      })
      .loginAs(admin)
    page.assertStatus(200)
    assert.equal(page.header('content-range'), 'payments 0-2/4')
    assert.deepEqual(
      page.body().map((p: any) => p.id),
      [forSession.id, old.id, recent.id]
    )
    const byId = Object.fromEntries(page.body().map((p: any) => [p.id, p]))
    assert.equal(byId[forSession.id].kind, 'session')
    assert.equal(byId[forSession.id].sessionId, session.id)
    assert.equal(byId[old.id].kind, 'subscription')
    assert.equal(byId[recent.id].refundedCents, 900)
    assert.equal(byId[old.id].refundedCents, 0)
    assert.equal(byId[old.id].userName, 'Paola Neri')
    assert.equal(byId[old.id].currency, 'EUR')
    assert.equal(byId[old.id].paidAt, old.paidAt!.toUTC().toISO())
    assert.properties(byId[old.id], [
      'subscriptionId',
      'plan',
      'period',
      'isRenewal',
      'description',
      'createdAt',
    ])

    const sessions = await client
      .get(API)
      .qs({ filter: JSON.stringify({ userId: member.id, kind: 'session' }) })
      .loginAs(admin)
    assert.deepEqual(
      sessions.body().map((p: any) => p.id),
      [forSession.id]
    )
    const ofSession = await client
      .get(API)
      .qs({ filter: JSON.stringify({ sessionId: session.id }) })
      .loginAs(admin)
    assert.deepEqual(
      ofSession.body().map((p: any) => p.id),
      [forSession.id]
    )
    const opened = await client
      .get(API)
      .qs({ filter: JSON.stringify({ userId: member.id, status: 'open' }) })
      .loginAs(admin)
    assert.deepEqual(
      opened.body().map((p: any) => p.id),
      [open.id]
    )
    const lastMonth = await client
      .get(API)
      .qs({
        sort: '["paidAt","ASC"]',
        filter: JSON.stringify({
          userId: member.id,
          paidAt_gte: DateTime.utc().minus({ days: 10 }).toISO(),
        }),
      })
      .loginAs(admin)
    assert.sameMembers(
      lastMonth.body().map((p: any) => p.id),
      [recent.id, forSession.id]
    )
    const many = await client
      .get(API)
      .qs({ filter: JSON.stringify({ id: [old.id, open.id] }) })
      .loginAs(admin)
    assert.sameMembers(
      many.body().map((p: any) => p.id),
      [old.id, open.id]
    )
    const shown = await client.get(`${API}/${recent.id}`).loginAs(admin)
    assert.equal(shown.body().refundedCents, 900)
    assert.equal(shown.body().status, 'partially_refunded')
  })

  test('unknown sort fields and filters are a VALIDATION_ERROR', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    for (const [qs, parameter] of [
      [{ sort: '["stripe_charge_id","ASC"]' }, 'sort'],
      [{ sort: '["refundedCents","ASC"]' }, 'sort'],
      [{ filter: '{"kind":"gift"}' }, 'filter'],
      [{ filter: '{"status":"stolen"}' }, 'filter'],
      [{ filter: '{"amountCents":100}' }, 'filter'],
    ] as const) {
      const response = await client.get(API).qs(qs).loginAs(admin)
      assert.equal(response.status(), 422, JSON.stringify(qs))
      assert.properties(response.body().errors, [parameter])
    }
  })

  test('only admins may refund', async ({ client }) => {
    const member = await givenUser()
    const invoice = await givenInvoice(member)
    await client
      .post(`${API}/${invoice.id}/refund`)
      .loginAs(member)
      .withCsrfToken()
      .then((r) => r.assertStatus(403))
    await client.get(API).then((r) => r.assertStatus(401))
  })
})

/*
| Refunds commit their rows (the concurrency test needs two real
| transactions); assertions look only at this test's rows.
*/
test.group('Admin REST | payments refund (test mode)', (group) => {
  group.setup(() => inTestMode())

  test('a paid invoice is refunded in full, with the refund row and the audit entry', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const member = await givenUser()
    const invoice = await givenInvoice(member, { amountCents: 6200 })

    const response = await refund(client, admin, invoice.id, { reason: '  Charged twice  ' })
    response.assertStatus(200)
    assert.equal(response.body().status, 'refunded')
    assert.equal(response.body().refundedCents, 6200)
    const refunds = await Refund.query().where('invoiceId', invoice.id)
    assert.lengthOf(refunds, 1)
    assert.equal(refunds[0].amountCents, 6200)
    assert.equal(refunds[0].reason, 'Charged twice')
    assert.equal(refunds[0].createdByUserId, admin.id)
    assert.isNull(refunds[0].stripeRefundId)

    const entry = await AuditLog.query()
      .where('action', 'payment.refund')
      .where('entityId', String(invoice.id))
      .firstOrFail()
    assert.equal(entry.actorUserId, admin.id)
    assert.equal(entry.entityType, 'payment')
    assert.deepEqual(entry.before, { status: 'paid', refundedCents: 0 })
    assert.deepEqual(entry.after, {
      status: 'refunded',
      refundedCents: 6200,
      reason: 'Charged twice',
    })

    const again = await refund(client, admin, invoice.id)
    again.assertStatus(409)
    assert.equal(again.body().errorCode, 'DUPLICATE_RECORD')
    assert.equal(again.body().message, 'This payment has already been refunded.')
    assert.lengthOf(await Refund.query().where('invoiceId', invoice.id), 1)
  })

  test('what is left of a partly refunded invoice; an unpaid one is refused (EN, IT)', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const member = await givenUser()
    const partly = await givenInvoice(member, { amountCents: 5000, status: 'partially_refunded' })
    await Refund.create({ invoiceId: partly.id, amountCents: 1500, createdAt: DateTime.utc() })
    const rest = await refund(client, admin, partly.id)
    rest.assertStatus(200)
    assert.equal(rest.body().refundedCents, 5000)
    const rows = await Refund.query().where('invoiceId', partly.id).orderBy('id')
    const amounts = rows.map((one) => one.amountCents)
    assert.deepEqual(amounts, [1500, 3500])

    const open = await givenInvoice(member, { status: 'open', paidAt: null })
    const refused = await refund(client, admin, open.id)
    refused.assertStatus(409)
    assert.equal(refused.body().message, 'Only a paid payment can be refunded.')
    const italian = await refund(client, admin, open.id).header('Accept-Language', 'it')
    assert.equal(italian.body().message, 'Si può rimborsare solo un pagamento andato a buon fine.')
    await open.refresh()
    assert.equal(open.status, 'open')
    assert.lengthOf(
      await AuditLog.query().where('entityId', String(open.id)).where('action', 'payment.refund'),
      0
    )

    const tooLong = await refund(client, admin, partly.id, { reason: 'x'.repeat(501) })
    tooLong.assertStatus(422)
    assert.properties(tooLong.body().errors, ['reason'])
  })

  test('a session payment refunded leaves the session and its credit as they are', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const member = await givenUser()
    const { user: mentor } = await givenMentor()
    const session = await givenSession(mentor, member, { entitlement: 'subscription' })
    const invoice = await givenInvoice(member, { amountCents: 12000, sessionId: session.id })
    const response = await refund(client, admin, invoice.id)
    response.assertStatus(200)
    assert.equal(response.body().kind, 'session')
    const after = await MentoringSession.findOrFail(session.id)
    assert.equal(after.status, 'confirmed')
    assert.isNull(after.entitlementReturnedAt)
  })

  test('two refunds at once pay back once', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const member = await givenUser()
    const invoice = await givenInvoice(member, { amountCents: 2900 })
    const answers = await Promise.all([
      refund(client, admin, invoice.id),
      refund(client, admin, invoice.id),
      refund(client, admin, invoice.id),
    ])
    const statuses = answers.map((answer) => answer.status()).sort()
    assert.deepEqual(statuses, [200, 409, 409])
    const refunds = await Refund.query().where('invoiceId', invoice.id)
    assert.lengthOf(refunds, 1)
    assert.equal(refunds[0].amountCents, 2900)
    assert.lengthOf(
      await AuditLog.query()
        .where('action', 'payment.refund')
        .where('entityId', String(invoice.id)),
      1
    )
  })
})

test.group('Admin REST | payments refund through Stripe', (group) => {
  let fake: FakeStripe
  group.each.setup(async () => {
    fake = await new FakeStripe().start()
    fake.seedCatalog(configuredCatalog())
    return () => fake.stop()
  })

  async function paidAtStripe() {
    const member = await givenUser()
    const { url } = await startCheckout(member, 'BASE', 'monthly', 'en')
    const session = [...fake.sessions.values()].find((one) => one.url === url)!
    await deliverAll(fake, fake.payCheckout(session.id))
    const invoice = await Invoice.query().where('userId', member.id).firstOrFail()
    return { member, invoice }
  }

  test('the paid invoice is refunded at Stripe, our rows follow Stripe', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { invoice } = await paidAtStripe()
    assert.isString(invoice.stripePaymentIntentId)

    const response = await refund(client, admin, invoice.id, { reason: 'Duplicate payment' })
    response.assertStatus(200)
    const calls = fake.to('POST', '/v1/refunds')
    assert.lengthOf(calls, 1)
    assert.equal(calls[0].idempotencyKey, `refund-invoice-${invoice.id}`)
    assert.equal(calls[0].params.amount, String(invoice.amountCents))
    assert.equal(calls[0].params.payment_intent, invoice.stripePaymentIntentId)
    assert.equal(calls[0].params.metadata.reason, 'Duplicate payment')
    assert.equal(calls[0].params.metadata.user_id, String(admin.id))

    assert.equal(response.body().status, 'refunded')
    assert.equal(response.body().refundedCents, invoice.amountCents)
    const refunds = await Refund.query().where('invoiceId', invoice.id)
    assert.lengthOf(refunds, 1)
    assert.equal(refunds[0].stripeRefundId, [...fake.refunds.values()][0].id)
    assert.equal(refunds[0].createdByUserId, admin.id)
    assert.equal(refunds[0].reason, 'Duplicate payment')
    const entry = await AuditLog.query()
      .where('action', 'payment.refund')
      .where('entityId', String(invoice.id))
      .firstOrFail()
    assert.deepEqual(entry.before, { status: 'paid', refundedCents: 0 })
    assert.equal((entry.after as any).status, 'refunded')

    const [refundAtStripe] = [...fake.refunds.values()]
    await deliverAll(fake, fake.chargeRefunded(refundAtStripe.charge))
    assert.lengthOf(await Refund.query().where('invoiceId', invoice.id), 1)
  })

  test('two refunds at once: Stripe is asked once', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { invoice } = await paidAtStripe()
    const answers = await Promise.all([
      refund(client, admin, invoice.id),
      refund(client, admin, invoice.id),
    ])
    assert.deepEqual(answers.map((answer) => answer.status()).sort(), [200, 409])
    assert.lengthOf(fake.to('POST', '/v1/refunds'), 1)
    assert.lengthOf(await Refund.query().where('invoiceId', invoice.id), 1)
  })

  test('Stripe unavailable: a payment error, nothing refunded', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const { invoice } = await paidAtStripe()
    fake.outage = true
    const response = await refund(client, admin, invoice.id)
    fake.outage = false
    response.assertStatus(402)
    assert.equal(response.body().errorCode, 'PAYMENT_ERROR')
    await invoice.refresh()
    assert.equal(invoice.status, 'paid')
    assert.lengthOf(await Refund.query().where('invoiceId', invoice.id), 0)
    assert.lengthOf(
      await AuditLog.query()
        .where('action', 'payment.refund')
        .where('entityId', String(invoice.id)),
      0
    )
  })
})
