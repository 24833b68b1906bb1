import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { ADMIN_ANALYTICS_RULES } from '#business/admin'
import Invoice from '#billing/models/invoice'
import type { InvoiceStatus } from '#business/pricing'
import Refund from '#billing/models/refund'
import { toDbInstant } from '#database/columns'
import { givenUser } from '#tests/helpers/users'
import { givenMentor } from '#tests/helpers/mentors'
import { givenSession } from '#tests/helpers/sessions'

const API = '/api/admin/analytics/overview'

/** An instant of the test period (a future March nobody else writes in). */
const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

async function createdAt(table: string, id: number, iso: string) {
  await db
    .from(table)
    .where('id', id)
    .update({ created_at: toDbInstant(at(iso)) })
}

async function paid(
  userId: number,
  amountCents: number,
  iso: string,
  status: InvoiceStatus = 'paid'
) {
  return Invoice.create({
    userId,
    amountCents,
    currency: 'EUR',
    status,
    description: 'BASE monthly',
    plan: 'BASE',
    period: 'monthly',
    isRenewal: false,
    paidAt: status === 'open' ? null : at(iso),
  })
}

test.group('Admin REST | analytics overview', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('totals and one figure per day of the period, zeros included', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const first = await givenUser()
    const second = await givenUser()
    await createdAt('users', first.id, '2031-03-01T10:00:00Z')
    await createdAt('users', second.id, '2031-03-03T23:59:59Z')

    const { user: ada } = await givenMentor({ firstName: 'Ada', lastName: 'Top', rating: 4.8 })
    const { user: bob } = await givenMentor({ firstName: 'Bob', lastName: 'Next', rating: 4 })
    const mentee = await givenUser()
    const bookings = [
      await givenSession(ada, mentee, { startsAt: at('2031-03-04T09:00:00Z') }),
      await givenSession(ada, mentee, {
        startsAt: at('2031-03-02T09:00:00Z'),
        status: 'completed',
      }),
      await givenSession(bob, mentee, { startsAt: at('2031-03-05T09:00:00Z') }),
      await givenSession(bob, mentee, {
        startsAt: at('2031-03-05T12:00:00Z'),
        status: 'cancelled',
      }),
    ]
    for (const booking of bookings)
      await createdAt('mentoring_sessions', booking.id, '2031-03-03T08:00:00Z')
    // Outside the period: neither a booking of it nor a session of it.
    const later = await givenSession(bob, mentee, { startsAt: at('2031-03-06T00:00:00Z') })
    await createdAt('mentoring_sessions', later.id, '2031-03-06T00:00:00Z')

    await paid(mentee.id, 2900, '2031-03-02T12:00:00Z')
    const refunded = await paid(mentee.id, 7900, '2031-03-04T12:00:00Z', 'refunded')
    await Refund.create({
      invoiceId: refunded.id,
      amountCents: 7900,
      createdAt: at('2031-03-05T01:00:00Z'),
    })
    await paid(mentee.id, 5000, '2031-03-04T12:00:00Z', 'open')
    await paid(mentee.id, 9900, '2031-02-28T23:59:59Z')

    await db.table('referrals').insert({
      referrer_user_id: admin.id,
      referred_user_id: first.id,
      code: 'ABCD2345',
      status: 'converted',
      converted_at: toDbInstant(at('2031-03-02T15:00:00Z')),
      expires_at: toDbInstant(at('2031-03-31T00:00:00Z')),
      created_at: toDbInstant(at('2031-03-01T10:00:00Z')),
    })

    // Messages are counted, never read: two on 2 March and one on 4 March, one outside.
    const [conversationId] = await db
      .table('conversations')
      .insert({
        mentee_user_id: mentee.id,
        mentor_user_id: ada.id,
        created_at: toDbInstant(at('2031-03-02T08:00:00Z')),
      })
      .returning('id')
      .then((rows: any[]) => rows.map((row) => Number(row?.id ?? row)))
    for (const iso of [
      '2031-03-02T09:00:00Z',
      '2031-03-02T23:59:59Z',
      '2031-03-04T00:00:00Z',
      '2031-03-06T00:00:00Z',
    ]) {
      await db.table('conversation_messages').insert({
        conversation_id: conversationId,
        sender_side: 'mentee',
        body: 'Counted, never read',
        created_at: toDbInstant(at(iso)),
      })
    }

    const response = await client
      .get(API)
      .qs({ from: '2031-03-01', to: '2031-03-05' })
      .loginAs(admin)
    response.assertStatus(200)
    const body = response.body()
    assert.notInclude(response.text(), 'Counted, never read')
    assert.deepEqual(body.period, { from: '2031-03-01', to: '2031-03-05' })

    const days = ['2031-03-01', '2031-03-02', '2031-03-03', '2031-03-04', '2031-03-05']
    const series = (values: number[], key = 'count') =>
      days.map((date, index) => ({ date, [key]: values[index] }))
    assert.deepEqual(body.series.signups, series([1, 0, 1, 0, 0]))
    assert.deepEqual(body.series.bookings, series([0, 0, 4, 0, 0]))
    assert.deepEqual(body.series.revenue, series([0, 2900, 0, 7900, -7900], 'amountCents'))
    assert.deepEqual(body.series.referralConversions, series([0, 1, 0, 0, 0]))
    assert.deepEqual(body.series.messages, series([0, 2, 0, 1, 0]))

    const count = async (query: any) => {
      const row = await query.count('* as total').first()
      return Number(row.total)
    }
    const plans = await db
      .from('subscriptions')
      .where('status', 'active')
      .select('plan')
      .count('* as total')
      .groupBy('plan')
      .orderBy('plan')
    assert.deepEqual(body.totals, {
      users: await count(db.from('users')),
      mentors: await count(db.from('users').where('role', 'MENTOR')),
      pendingApplications: await count(db.from('mentor_applications').where('status', 'pending')),
      signups: 2,
      bookings: 4,
      revenueCents: 2900,
      activeSubscriptions: plans.reduce((sum: number, row: any) => sum + Number(row.total), 0),
      referralConversions: 1,
      messages: 3,
      conversationsOpened: 1,
      openConversationReports: await count(db.from('conversation_reports').where('status', 'open')),
      currency: 'EUR',
    })
    assert.deepEqual(
      body.subscriptionsByPlan,
      plans.map((row: any) => ({ plan: row.plan, count: Number(row.total) }))
    )
    assert.deepEqual(body.topMentors, [
      { id: ada.id, fullName: 'Ada Top', sessions: 2, rating: 4.8 },
      { id: bob.id, fullName: 'Bob Next', sessions: 1, rating: 4 },
    ])
  })

  test('active subscriptions by plan', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const before = await client.get(API).loginAs(admin)
    const countOf = (body: any, plan: string) =>
      body.subscriptionsByPlan.find((row: any) => row.plan === plan)?.count ?? 0
    for (const [plan, status] of [
      ['PRO', 'active'],
      ['PRO', 'active'],
      ['BASE', 'active'],
      ['BASE', 'cancelled'],
    ]) {
      const user = await givenUser()
      await db.table('subscriptions').insert({
        user_id: user.id,
        plan,
        period: 'monthly',
        status,
        price_cents: 2900,
        currency: 'EUR',
        cancel_at_period_end: false,
        created_at: toDbInstant(DateTime.utc()),
      })
    }
    const after = await client.get(API).loginAs(admin)
    assert.equal(countOf(after.body(), 'PRO') - countOf(before.body(), 'PRO'), 2)
    assert.equal(countOf(after.body(), 'BASE') - countOf(before.body(), 'BASE'), 1)
    assert.equal(
      after.body().totals.activeSubscriptions - before.body().totals.activeSubscriptions,
      3
    )
  })

  test('the last 30 days by default', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const response = await client.get(API).loginAs(admin)
    response.assertStatus(200)
    const today = DateTime.utc().toISODate()!
    const from = DateTime.utc()
      .minus({ days: ADMIN_ANALYTICS_RULES.defaultDays - 1 })
      .toISODate()!
    assert.deepEqual(response.body().period, { from, to: today })
    assert.lengthOf(response.body().series.signups, ADMIN_ANALYTICS_RULES.defaultDays)
    assert.equal(response.body().series.bookings.at(-1).date, today)
    assert.isAtLeast(response.body().totals.signups, 1)
    assert.isAtMost(response.body().topMentors.length, ADMIN_ANALYTICS_RULES.topMentors)

    const untilThen = await client.get(API).qs({ to: '2031-03-05' }).loginAs(admin)
    assert.deepEqual(untilThen.body().period, { from: '2031-02-04', to: '2031-03-05' })
  })

  test('bad dates, a reversed or too long period: VALIDATION_ERROR naming the field', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const cases: Array<[Record<string, string>, string]> = [
      [{ from: '2031-13-01', to: '2031-12-31' }, 'from'],
      [{ from: '1 March', to: '2031-03-05' }, 'from'],
      [{ from: '2031-03-01', to: '2031-02-30' }, 'to'],
      [{ from: '2031-03-05', to: '2031-03-01' }, 'from'],
      [{ from: '2030-01-01', to: '2031-03-01' }, 'to'],
    ]
    for (const [qs, field] of cases) {
      const response = await client.get(API).qs(qs).loginAs(admin)
      assert.equal(response.status(), 422, JSON.stringify(qs))
      assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
      assert.properties(response.body().errors, [field], JSON.stringify(qs))
    }
    const longest = await client
      .get(API)
      .qs({
        from: '2031-01-01',
        to: at('2031-01-01')
          .plus({ days: ADMIN_ANALYTICS_RULES.maxDays - 1 })
          .toISODate(),
      })
      .loginAs(admin)
    longest.assertStatus(200)
    assert.lengthOf(longest.body().series.revenue, ADMIN_ANALYTICS_RULES.maxDays)

    const english = await client
      .get(API)
      .qs({ from: '2031-03-05', to: '2031-03-01' })
      .loginAs(admin)
    assert.deepEqual(english.body().errors.from, [
      'The start of the period must not be after its end.',
    ])
    const italian = await client
      .get(API)
      .qs({ from: '2030-01-01', to: '2031-03-01' })
      .header('Accept-Language', 'it')
      .loginAs(admin)
    assert.deepEqual(italian.body().errors.to, [
      `Un periodo comprende al massimo ${ADMIN_ANALYTICS_RULES.maxDays} giorni.`,
    ])
  })

  test('only admins', async ({ client }) => {
    await client.get(API).then((r) => r.assertStatus(401))
    const mentee = await givenUser()
    await client
      .get(API)
      .loginAs(mentee)
      .then((r) => r.assertStatus(403))
  })
})
