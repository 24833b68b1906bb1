import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import AuditLog from '#core/models/audit_log'
import HelpRequest from '#billing/models/help_request'
import WaitingListEntry from '#billing/models/waiting_list_entry'
import { DateTime } from 'luxon'
import { givenUser } from '#tests/helpers/users'

async function expectInvalid(client: any, assert: any, admin: any, api: string, cases: any[]) {
  for (const [qs, parameter] of cases) {
    const response = await client.get(api).qs(qs).loginAs(admin)
    assert.equal(response.status(), 422, JSON.stringify(qs))
    assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
    assert.properties(response.body().errors, [parameter])
  }
}

test.group('Admin REST | waiting list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const API = '/api/admin/waiting-list'

  test('a page of addresses: search, sort, range, getMany', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const tag = `wl${Date.now()}`
    const anna = await WaitingListEntry.create({ email: `anna.${tag}@example.test`, locale: 'it' })
    const bea = await WaitingListEntry.create({ email: `bea.${tag}@example.test`, locale: 'en' })
    const carl = await WaitingListEntry.create({ email: `carl.${tag}@example.test`, locale: 'en' })

    const page = await client
      .get(API)
      .qs({
        sort: '["email","DESC"]',
        range: '[0,1]',
        filter: JSON.stringify({ q: tag.toUpperCase() }),
      })
      .loginAs(admin)
    page.assertStatus(200)
    assert.equal(page.header('content-range'), 'waiting-list 0-1/3')
    assert.include(page.header('access-control-expose-headers'), 'Content-Range')
    assert.deepEqual(
      page.body().map((e: any) => e.id),
      [carl.id, bea.id]
    )
    assert.deepEqual(Object.keys(page.body()[0]).sort(), ['createdAt', 'email', 'id', 'locale'])

    const many = await client
      .get(API)
      .qs({ filter: JSON.stringify({ id: [anna.id] }) })
      .loginAs(admin)
    assert.deepEqual(
      many.body().map((e: any) => [e.email, e.locale]),
      [[anna.email, 'it']]
    )
    const shown = await client.get(`${API}/${bea.id}`).loginAs(admin)
    assert.equal(shown.body().email, bea.email)

    await expectInvalid(client, assert, admin, API, [
      [{ sort: '["locale","ASC"]' }, 'sort'],
      [{ filter: '{"locale":"it"}' }, 'filter'],
      [{ filter: '{"q":42}' }, 'filter'],
    ])
  })

  test('DELETE removes the address, audited; only admins with the CSRF token', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const member = await givenUser()
    const entry = await WaitingListEntry.create({
      email: `leave.${Date.now()}@example.test`,
      locale: 'en',
    })
    await client
      .delete(`${API}/${entry.id}`)
      .loginAs(member)
      .withCsrfToken()
      .then((r) => r.assertStatus(403))
    await client
      .delete(`${API}/${entry.id}`)
      .loginAs(admin)
      .then((r) => r.assertStatus(419))
    assert.isNotNull(await WaitingListEntry.find(entry.id))

    const gone = await client.delete(`${API}/${entry.id}`).loginAs(admin).withCsrfToken()
    gone.assertStatus(200)
    assert.deepEqual(gone.body(), { id: entry.id })
    assert.isNull(await WaitingListEntry.find(entry.id))
    const audit = await AuditLog.query()
      .where('action', 'waiting_list.delete')
      .where('entityId', String(entry.id))
      .firstOrFail()
    assert.equal(audit.actorUserId, admin.id)
    assert.equal(audit.entityType, 'waiting_list_entry')
    assert.equal((audit.before as any).email, entry.email)
    assert.isNull(audit.after)

    const again = await client.delete(`${API}/${entry.id}`).loginAs(admin).withCsrfToken()
    again.assertStatus(404)
  })
})

test.group('Admin REST | help requests (read-only)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  const API = '/api/admin/help-requests'

  test('a page of requests with the member, filters, getMany', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const pro = await givenUser({ firstName: 'Elena', lastName: 'Galli' })
    const other = await givenUser()
    const first = await HelpRequest.create({
      userId: pro.id,
      topic: 'fundraising',
      subject: 'Seed round intros',
      message: 'Could the team introduce us to two seed investors in fintech?',
      locale: 'it',
      status: 'open',
      sentAt: DateTime.utc(),
    })
    const second = await HelpRequest.create({
      userId: pro.id,
      topic: 'hiring',
      subject: 'First engineer',
      message: 'How should we structure equity for our first engineering hire?',
      locale: 'en',
      status: 'answered',
      sentAt: DateTime.utc(),
    })
    const elsewhere = await HelpRequest.create({
      userId: other.id,
      topic: 'other',
      subject: 'Something else',
      message: 'A question that belongs to another member of the platform.',
      locale: 'en',
      status: 'open',
    })

    const page = await client
      .get(API)
      .qs({ sort: '["id","DESC"]', range: '[0,0]', filter: JSON.stringify({ userId: pro.id }) })
      .loginAs(admin)
    page.assertStatus(200)
    assert.equal(page.header('content-range'), 'help-requests 0-0/2')
    assert.deepInclude(page.body()[0], {
      id: second.id,
      userId: pro.id,
      userName: 'Elena Galli',
      userEmail: pro.email,
      topic: 'hiring',
      subject: 'First engineer',
      locale: 'en',
      status: 'answered',
    })
    assert.isString(page.body()[0].message)
    assert.isString(page.body()[0].sentAt)
    assert.isString(page.body()[0].createdAt)

    const open = await client
      .get(API)
      .qs({ filter: JSON.stringify({ id: [first.id, second.id, elsewhere.id], status: 'open' }) })
      .loginAs(admin)
    assert.sameMembers(
      open.body().map((h: any) => h.id),
      [first.id, elsewhere.id]
    )
    const shown = await client.get(`${API}/${elsewhere.id}`).loginAs(admin)
    assert.isNull(shown.body().sentAt)

    await expectInvalid(client, assert, admin, API, [
      [{ sort: '["message","ASC"]' }, 'sort'],
      [{ filter: '{"topic":"gossip"}' }, 'filter'],
      [{ filter: '{"locale":"en"}' }, 'filter'],
    ])
    const member = await givenUser()
    await client
      .get(API)
      .loginAs(member)
      .then((r) => r.assertStatus(403))
  })
})
