import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import type User from '#accounts/models/user'
import Invoice from '#billing/models/invoice'
import Refund from '#billing/models/refund'
import { givenUser } from '#tests/helpers/users'
import { givenSubscription } from '#tests/helpers/billing'

async function contractErrors(
  client: any,
  assert: any,
  admin: User,
  api: string,
  cases: Array<[Record<string, string>, string]>
) {
  for (const [qs, parameter] of cases) {
    const response = await client.get(api).qs(qs).loginAs(admin)
    assert.equal(response.status(), 422, JSON.stringify(qs))
    assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
    assert.properties(response.body().errors, [parameter])
  }
}

test.group('Admin REST | subscriptions (read-only)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const API = '/api/admin/subscriptions'

  test('a page with Content-Range, sorted, filtered, getMany and by user', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const anna = await givenUser({ firstName: 'Anna', lastName: 'Conti' })
    const bruno = await givenUser()
    const pro = await givenSubscription(anna, 'PRO', {
      currentPeriodEnd: DateTime.utc().plus({ days: 40 }).startOf('second'),
    })
    // An annual plan, in its last month: its period ends before the PRO one's.
    const base = await givenSubscription(bruno, 'BASE', {
      period: 'annual',
      currentPeriodEnd: DateTime.utc().plus({ days: 30 }).startOf('second'),
    })
    const ended = await givenSubscription(bruno, 'BASE', { status: 'cancelled' })
    const ours = [pro.id, base.id, ended.id]

    const page = await client
      .get(API)
      .qs({
        sort: '["currentPeriodEnd","DESC"]',
        range: '[0,1]',
        filter: JSON.stringify({ id: ours }),
      })
      .loginAs(admin)
    page.assertStatus(200)
    assert.equal(page.header('content-range'), 'subscriptions 0-1/3')
    assert.equal(page.body()[0].id, pro.id)
    assert.deepInclude(page.body()[0], {
      userId: anna.id,
      userName: 'Anna Conti',
      userEmail: anna.email,
      plan: 'PRO',
      period: 'monthly',
      status: 'active',
      priceCents: 7900,
      currency: 'EUR',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: pro.currentPeriodEnd!.toUTC().toISO(),
      stripeSubscriptionId: null,
    })
    assert.properties(page.body()[0], [
      'currentPeriodStart',
      'startedAt',
      'cancelledAt',
      'createdAt',
    ])

    const filtered = async (filter: object) => {
      const response = await client
        .get(API)
        .qs({ sort: '["id","ASC"]', filter: JSON.stringify({ id: ours, ...filter }) })
        .loginAs(admin)
      return response.body().map((s: any) => s.id)
    }
    assert.deepEqual(await filtered({ plan: 'BASE' }), [base.id, ended.id])
    assert.deepEqual(await filtered({ status: 'cancelled' }), [ended.id])
    assert.deepEqual(await filtered({ period: 'annual' }), [base.id])
    // getManyReference: a user's subscriptions.
    const ofBruno = await client
      .get(API)
      .qs({ sort: '["createdAt","ASC"]', filter: JSON.stringify({ userId: bruno.id }) })
      .loginAs(admin)
    assert.sameMembers(
      ofBruno.body().map((s: any) => s.id),
      [base.id, ended.id]
    )
    assert.equal(ofBruno.header('content-range'), 'subscriptions 0-1/2')

    const shown = await client.get(`${API}/${base.id}`).loginAs(admin)
    assert.equal(shown.body().period, 'annual')
  })

  test('whitelists; no changes', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    await contractErrors(client, assert, admin, API, [
      [{ sort: '["stripe_price_id","ASC"]' }, 'sort'],
      [{ filter: '{"plan":"GOLD"}' }, 'filter'],
      [{ filter: '{"priceCents":2900}' }, 'filter'],
    ])
    const user = await givenUser()
    const subscription = await givenSubscription(user, 'PRO')
    for (const call of [
      client.put(`${API}/${subscription.id}`).json({ plan: 'BASE' }),
      client.delete(`${API}/${subscription.id}`),
      client.post(API).json({ plan: 'BASE' }),
    ]) {
      const response = await call.loginAs(admin).withCsrfToken()
      assert.equal(response.status(), 404)
    }
    await subscription.refresh()
    assert.equal(subscription.plan, 'PRO')
  })
})

test.group('Admin REST | refunds (read-only)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const API = '/api/admin/refunds'

  test('a page of refunds, by invoice, getMany, sorted by amount', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const user = await givenUser()
    const invoice = await Invoice.create({
      userId: user.id,
      amountCents: 7900,
      currency: 'EUR',
      status: 'refunded',
      plan: 'PRO',
      period: 'monthly',
      isRenewal: false,
      paidAt: DateTime.utc().minus({ days: 2 }),
    })
    const small = await Refund.create({
      invoiceId: invoice.id,
      amountCents: 900,
      reason: 'goodwill',
      createdByUserId: admin.id,
      createdAt: DateTime.utc().minus({ days: 1 }).startOf('second'),
    })
    const large = await Refund.create({
      invoiceId: invoice.id,
      amountCents: 7000,
      stripeRefundId: 're_test_123',
      createdAt: DateTime.utc().startOf('second'),
    })

    const page = await client
      .get(API)
      .qs({
        sort: '["amountCents","DESC"]',
        range: '[0,0]',
        filter: JSON.stringify({ invoiceId: invoice.id }),
      })
      .loginAs(admin)
    page.assertStatus(200)
    assert.equal(page.header('content-range'), 'refunds 0-0/2')
    assert.deepEqual(page.body(), [
      {
        id: large.id,
        invoiceId: invoice.id,
        amountCents: 7000,
        reason: null,
        stripeRefundId: 're_test_123',
        createdByUserId: null,
        createdAt: large.createdAt.toUTC().toISO(),
      },
    ])
    const many = await client
      .get(API)
      .qs({ filter: JSON.stringify({ id: [small.id] }) })
      .loginAs(admin)
    assert.deepEqual(
      many.body().map((r: any) => [r.id, r.reason, r.createdByUserId]),
      [[small.id, 'goodwill', admin.id]]
    )
    const shown = await client.get(`${API}/${small.id}`).loginAs(admin)
    assert.equal(shown.body().amountCents, 900)
    await contractErrors(client, assert, admin, API, [
      [{ sort: '["reason","ASC"]' }, 'sort'],
      [{ filter: '{"userId":1}' }, 'filter'],
      [{ filter: '{"invoiceId":"abc"}' }, 'filter'],
    ])
  })

  test('only admins', async ({ client }) => {
    const user = await givenUser()
    await client
      .get(API)
      .loginAs(user)
      .then((r) => r.assertStatus(403))
    await client.get('/api/admin/subscriptions').then((r) => r.assertStatus(401))
  })
})
