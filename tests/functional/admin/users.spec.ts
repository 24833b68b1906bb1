import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#accounts/models/user'
import AuditLog from '#core/models/audit_log'
import MentorProfile from '#mentoring/models/mentor_profile'
import { givenUser } from '#tests/helpers/users'
import { MailCapture } from '#tests/helpers/mail_capture'

const API = '/api/admin/users'

test.group('Admin REST | users', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a page of users with Content-Range, sorted and filtered', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN', firstName: 'Ada' })
    await givenUser({ firstName: 'Zelda', lastName: 'Quinn', email: 'zelda.quinn@example.test' })
    await givenUser({ firstName: 'Marco', lastName: 'Quinn', role: 'MENTOR' })
    const [counted] = await User.query().count('* as total')
    const total = Number(counted.$extras.total)

    const page = await client
      .get(API)
      .qs({ sort: '["id","ASC"]', range: '[0,1]', filter: '{}' })
      .loginAs(admin)
    page.assertStatus(200)
    assert.equal(page.header('content-range'), `users 0-1/${total}`)
    assert.include(page.header('access-control-expose-headers'), 'Content-Range')
    assert.lengthOf(page.body(), 2)
    assert.isBelow(page.body()[0].id, page.body()[1].id)

    const quinns = await client
      .get(API)
      .qs({ sort: '["firstName","DESC"]', range: '[0,24]', filter: '{"q":"QUINN"}' })
      .loginAs(admin)
    assert.deepEqual(
      quinns.body().map((u: any) => u.fullName),
      ['Zelda Quinn', 'Marco Quinn']
    )
    assert.equal(quinns.header('content-range'), 'users 0-1/2')

    const mentors = await client
      .get(API)
      .qs({ filter: '{"q":"quinn","role":"MENTOR"}' })
      .loginAs(admin)
    assert.deepEqual(
      mentors.body().map((u: any) => u.firstName),
      ['Marco']
    )
  })

  test('bad sort, range and filter values are a VALIDATION_ERROR naming the parameter', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const cases: Array<[Record<string, string>, string]> = [
      [{ sort: '["password","ASC"]' }, 'sort'],
      [{ sort: '["email","SIDEWAYS"]' }, 'sort'],
      [{ sort: '{not json' }, 'sort'],
      [{ range: '[5,2]' }, 'range'],
      [{ range: '[0,5000]' }, 'range'],
      [{ filter: '{"password":"x"}' }, 'filter'],
      [{ filter: '{"role":"KING"}' }, 'filter'],
      [{ filter: '[1,2]' }, 'filter'],
      [{ filter: '{"id":["1; drop table users"]}' }, 'filter'],
    ]
    for (const [qs, parameter] of cases) {
      const response = await client.get(API).qs(qs).loginAs(admin)
      assert.equal(response.status(), 422, JSON.stringify(qs) + response.text())
      assert.equal(response.body().errorCode, 'VALIDATION_ERROR', JSON.stringify(qs))
      assert.properties(response.body().errors, [parameter])
      assert.properties(response.body(), ['message', 'requestId'])
    }
  })

  test('getMany through filter id, and GET /:id', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const one = await givenUser()
    const two = await givenUser()
    const many = await client
      .get(API)
      .qs({ filter: JSON.stringify({ id: [one.id, two.id] }) })
      .loginAs(admin)
    assert.sameMembers(
      many.body().map((u: any) => u.id),
      [one.id, two.id]
    )
    const shown = await client.get(`${API}/${one.id}`).loginAs(admin)
    shown.assertStatus(200)
    assert.equal(shown.body().email, one.email)
    assert.notProperty(shown.body(), 'password')
    const missing = await client.get(`${API}/999999`).loginAs(admin)
    missing.assertStatus(404)
    assert.equal(missing.body().errorCode, 'NOT_FOUND')
  })

  test('only admins: 401 signed out, 403 for mentees and mentors', async ({ client, assert }) => {
    const signedOut = await client.get(API)
    signedOut.assertStatus(401)
    assert.equal(signedOut.body().errorCode, 'UNAUTHORIZED')
    for (const role of ['STUDENT', 'MENTOR'] as const) {
      const user = await givenUser({ role })
      const response = await client.get(API).loginAs(user)
      response.assertStatus(403)
      assert.equal(response.body().errorCode, 'FORBIDDEN')
      const change = await client.post(`${API}/${user.id}/suspend`).loginAs(user).withCsrfToken()
      change.assertStatus(403)
    }
  })

  test('changes need the CSRF token', async ({ client }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const user = await givenUser()
    const response = await client.post(`${API}/${user.id}/suspend`).loginAs(admin)
    response.assertStatus(419)
  })

  test('suspend ends the user sessions; reactivate; both audited', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const user = await givenUser()
    await user.refresh()
    const versionBefore = user.sessionVersion
    const suspended = await client.post(`${API}/${user.id}/suspend`).loginAs(admin).withCsrfToken()
    suspended.assertStatus(200)
    assert.equal(suspended.body().status, 'suspended')
    assert.isString(suspended.body().suspendedAt)
    await user.refresh()
    assert.isAbove(user.sessionVersion, versionBefore)

    const back = await client.post(`${API}/${user.id}/reactivate`).loginAs(admin).withCsrfToken()
    assert.equal(back.body().status, 'active')
    assert.isNull(back.body().suspendedAt)

    const entries = await AuditLog.query()
      .where('entityType', 'user')
      .where('entityId', String(user.id))
      .orderBy('id')
    assert.deepEqual(
      entries.map((e) => e.action),
      ['user.suspend', 'user.reactivate']
    )
    assert.equal(entries[0].actorUserId, admin.id)
    assert.deepEqual(entries[0].before, { status: 'active', suspendedAt: null })
    assert.equal((entries[0].after as any).status, 'suspended')
  })

  test('an admin cannot suspend, demote or delete themselves', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    for (const call of [
      client.post(`${API}/${admin.id}/suspend`),
      client.post(`${API}/${admin.id}/role`).json({ role: 'STUDENT' }),
      client.delete(`${API}/${admin.id}`),
    ]) {
      const response = await call.loginAs(admin).withCsrfToken()
      response.assertStatus(403)
      assert.equal(response.body().message, 'You cannot do this to your own account.')
    }
    await admin.refresh()
    assert.equal(admin.role, 'ADMIN')
    assert.equal(admin.status, 'active')
  })

  test('a role change to MENTOR gives a listed profile; back to STUDENT hides it', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const user = await givenUser()
    const mentor = await client
      .post(`${API}/${user.id}/role`)
      .json({ role: 'MENTOR' })
      .loginAs(admin)
      .withCsrfToken()
    assert.equal(mentor.body().role, 'MENTOR')
    const profile = await MentorProfile.findByOrFail('userId', user.id)
    assert.isTrue(profile.isActive)
    assert.isTrue(profile.isApproved)

    await client
      .put(`${API}/${user.id}`)
      .json({ role: 'STUDENT' })
      .loginAs(admin)
      .withCsrfToken()
      .then((r) => r.assertStatus(200))
    await profile.refresh()
    assert.isFalse(profile.isActive)

    const bad = await client
      .post(`${API}/${user.id}/role`)
      .json({ role: 'KING' })
      .loginAs(admin)
      .withCsrfToken()
    bad.assertStatus(422)
    assert.properties(bad.body().errors, ['role'])
  })

  test('edit validates in the admin language and refuses a taken e-mail', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN', locale: 'it' })
    const user = await givenUser()
    const other = await givenUser()
    const taken = await client
      .put(`${API}/${user.id}`)
      .json({ email: other.email })
      .loginAs(admin)
      .withCsrfToken()
      .header('Accept-Language', 'it')
    taken.assertStatus(422)
    assert.deepEqual(taken.body().errors.email, [
      'Un altro account usa già questo indirizzo e-mail.',
    ])

    const bad = await client
      .put(`${API}/${user.id}`)
      .json({ timezone: 'Mars/Olympus', firstName: '' })
      .loginAs(admin)
      .withCsrfToken()
    bad.assertStatus(422)
    assert.properties(bad.body().errors, ['timezone', 'firstName'])
    await user.refresh()
    assert.notEqual(user.timezone, 'Mars/Olympus')

    const ok = await client
      .put(`${API}/${user.id}`)
      .json({ firstName: 'Renamed', locale: 'it', timezone: 'Europe/Rome' })
      .loginAs(admin)
      .withCsrfToken()
    ok.assertStatus(200)
    assert.equal(ok.body().firstName, 'Renamed')
    assert.equal(ok.body().timezone, 'Europe/Rome')
  })

  test('password reset e-mails the link; delete removes the account', async ({
    client,
    assert,
  }) => {
    const mails = new MailCapture()
    const admin = await givenUser({ role: 'ADMIN' })
    const user = await givenUser()
    const reset = await client
      .post(`${API}/${user.id}/password-reset`)
      .loginAs(admin)
      .withCsrfToken()
    reset.assertStatus(200)
    assert.match(
      mails.linkTo(user.email, '/recover-password/'),
      /^\/recover-password\/[\w-]{43}\?signature=/
    )
    mails.restore()

    const gone = await client.delete(`${API}/${user.id}`).loginAs(admin).withCsrfToken()
    gone.assertStatus(200)
    assert.deepEqual(gone.body(), { id: user.id })
    assert.isNull(await User.find(user.id))
    const entry = await AuditLog.query()
      .where('action', 'user.delete')
      .where('entityId', String(user.id))
      .firstOrFail()
    // The entry names the account by id only: no personal data outlives the account there.
    assert.equal(entry.entityId, String(user.id))
    assert.isNull(entry.before)
    assert.deepEqual(entry.after, { by: 'admin', role: user.role })
    assert.notInclude(JSON.stringify(entry.serialize()), user.email)
  })
})
