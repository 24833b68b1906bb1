import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { randomBytes } from 'node:crypto'
import type User from '#accounts/models/user'
import { toDbInstant } from '#database/columns'
import { givenUser } from '#tests/helpers/users'

const stamp = (value: DateTime) => toDbInstant(value.startOf('second'))

async function givenReferral(
  referrer: User,
  referred: User,
  status: 'pending' | 'converted' | 'expired',
  createdAt: DateTime
) {
  const [row] = await db
    .table('referrals')
    .insert({
      referrer_user_id: referrer.id,
      referred_user_id: referred.id,
      code: `R${randomBytes(4).toString('hex').toUpperCase()}`.slice(0, 8),
      status,
      converted_at: status === 'converted' ? stamp(createdAt.plus({ days: 2 })) : null,
      expires_at: stamp(createdAt.plus({ days: 30 })),
      created_at: stamp(createdAt),
    })
    .returning('id')
  return Number(typeof row === 'object' ? row.id : row)
}

async function givenReward(
  referrer: User,
  referralId: number | null,
  fields: { type: 'credit' | 'free_session'; status: 'pending' | 'processed' | 'failed' }
) {
  const [row] = await db
    .table('rewards')
    .insert({
      referrer_user_id: referrer.id,
      referral_id: referralId,
      type: fields.type,
      amount_cents: fields.type === 'credit' ? 1000 : 0,
      status: fields.status,
      attempts: fields.status === 'failed' ? 3 : 1,
      last_error: fields.status === 'failed' ? 'card_declined' : null,
      processed_at: fields.status === 'processed' ? stamp(DateTime.utc()) : null,
      idempotency_key: `test-reward-${randomBytes(8).toString('hex')}`,
      created_at: stamp(DateTime.utc()),
    })
    .returning('id')
  return Number(typeof row === 'object' ? row.id : row)
}

async function expectInvalid(client: any, assert: any, admin: User, api: string, cases: any[]) {
  for (const [qs, parameter] of cases) {
    const response = await client.get(api).qs(qs).loginAs(admin)
    assert.equal(response.status(), 422, JSON.stringify(qs))
    assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
    assert.properties(response.body().errors, [parameter])
  }
}

test.group('Admin REST | referrals and rewards (read-only)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('referrals: names, sort, range, filters, getMany, by referrer', async ({
    client,
    assert,
  }) => {
    const API = '/api/admin/referrals'
    const admin = await givenUser({ role: 'ADMIN' })
    const giulia = await givenUser({ firstName: 'Giulia', lastName: 'Ferri' })
    const friends = [await givenUser(), await givenUser(), await givenUser()]
    const now = DateTime.utc()
    const oldest = await givenReferral(giulia, friends[0], 'converted', now.minus({ days: 9 }))
    const middle = await givenReferral(giulia, friends[1], 'pending', now.minus({ days: 5 }))
    const newest = await givenReferral(giulia, friends[2], 'expired', now.minus({ days: 1 }))

    const page = await client
      .get(API)
      .qs({
        sort: '["createdAt","ASC"]',
        range: '[0,1]',
        filter: JSON.stringify({ referrerUserId: giulia.id }),
      })
      .loginAs(admin)
    page.assertStatus(200)
    assert.equal(page.header('content-range'), 'referrals 0-1/3')
    assert.deepEqual(
      page.body().map((r: any) => r.id),
      [oldest, middle]
    )
    const record = page.body()[0]
    assert.equal(record.referrerName, 'Giulia Ferri')
    assert.equal(record.referredUserId, friends[0].id)
    assert.equal(record.referredName, `${friends[0].firstName} ${friends[0].lastName}`)
    assert.equal(record.status, 'converted')
    assert.isString(record.convertedAt)
    assert.isString(record.expiresAt)
    assert.match(record.code, /^R[0-9A-F]{7}$/)

    const converted = await client
      .get(API)
      .qs({ filter: JSON.stringify({ referrerUserId: giulia.id, status: 'converted' }) })
      .loginAs(admin)
    assert.deepEqual(
      converted.body().map((r: any) => r.id),
      [oldest]
    )
    const byReferred = await client
      .get(API)
      .qs({ filter: JSON.stringify({ referredUserId: friends[2].id }) })
      .loginAs(admin)
    assert.deepEqual(
      byReferred.body().map((r: any) => r.id),
      [newest]
    )
    const many = await client
      .get(API)
      .qs({ sort: '["id","DESC"]', filter: JSON.stringify({ id: [oldest, newest] }) })
      .loginAs(admin)
    assert.deepEqual(
      many.body().map((r: any) => r.id),
      [newest, oldest]
    )
    const shown = await client.get(`${API}/${middle}`).loginAs(admin)
    assert.equal(shown.body().status, 'pending')
    assert.isNull(shown.body().convertedAt)

    await expectInvalid(client, assert, admin, API, [
      [{ sort: '["code","ASC"]' }, 'sort'],
      [{ filter: '{"status":"won"}' }, 'filter'],
      [{ filter: '{"code":"ABC"}' }, 'filter'],
    ])
  })

  test('rewards: names, sort, filters, getMany, by referrer', async ({ client, assert }) => {
    const API = '/api/admin/rewards'
    const admin = await givenUser({ role: 'ADMIN' })
    const giulia = await givenUser({ firstName: 'Giulia', lastName: 'Ferri' })
    const friend = await givenUser()
    const referral = await givenReferral(
      giulia,
      friend,
      'converted',
      DateTime.utc().minus({ days: 3 })
    )
    const credit = await givenReward(giulia, referral, { type: 'credit', status: 'processed' })
    const failed = await givenReward(giulia, referral, { type: 'credit', status: 'failed' })
    const session = await givenReward(giulia, null, { type: 'free_session', status: 'pending' })

    const page = await client
      .get(API)
      .qs({
        sort: '["id","ASC"]',
        range: '[1,2]',
        filter: JSON.stringify({ referrerUserId: giulia.id }),
      })
      .loginAs(admin)
    page.assertStatus(200)
    assert.equal(page.header('content-range'), 'rewards 1-2/3')
    assert.deepEqual(
      page.body().map((r: any) => r.id),
      [failed, session]
    )
    assert.deepInclude(page.body()[0], {
      referrerUserId: giulia.id,
      referrerName: 'Giulia Ferri',
      referralId: referral,
      type: 'credit',
      amountCents: 1000,
      status: 'failed',
      attempts: 3,
      lastError: 'card_declined',
      processedAt: null,
    })
    assert.isNull(page.body()[1].referralId)

    const filtered = async (filter: object) => {
      const response = await client
        .get(API)
        .qs({
          sort: '["id","ASC"]',
          filter: JSON.stringify({ referrerUserId: giulia.id, ...filter }),
        })
        .loginAs(admin)
      return response.body().map((r: any) => r.id)
    }
    assert.deepEqual(await filtered({ type: 'free_session' }), [session])
    assert.deepEqual(await filtered({ status: 'processed' }), [credit])
    assert.deepEqual(await filtered({ id: [credit, session] }), [credit, session])
    const shown = await client.get(`${API}/${credit}`).loginAs(admin)
    assert.isString(shown.body().processedAt)

    await expectInvalid(client, assert, admin, API, [
      [{ sort: '["idempotency_key","ASC"]' }, 'sort'],
      [{ filter: '{"type":"cash"}' }, 'filter'],
      [{ filter: '{"usedBySessionId":1}' }, 'filter'],
    ])
  })

  test('only admins; nothing to change', async ({ client, assert }) => {
    const member = await givenUser()
    for (const api of ['/api/admin/referrals', '/api/admin/rewards']) {
      await client.get(api).then((r) => r.assertStatus(401))
      await client
        .get(api)
        .loginAs(member)
        .then((r) => r.assertStatus(403))
    }
    const admin = await givenUser({ role: 'ADMIN' })
    const response = await client.delete('/api/admin/rewards/1').loginAs(admin).withCsrfToken()
    assert.equal(response.status(), 404)
  })
})
