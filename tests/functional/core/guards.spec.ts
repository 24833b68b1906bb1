import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { givenUser } from '#tests/helpers/users'

test.group('Guards | auth, onboarding, mentor access, admin', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a signed-out visit to a protected page goes to login with returnTo', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/dashboard/sessions?tab=upcoming').redirects(0)
    response.assertStatus(302)
    assert.equal(
      response.header('location'),
      `/login?returnTo=${encodeURIComponent('/dashboard/sessions?tab=upcoming')}`
    )
  })

  test('a signed-out API call gets 401 UNAUTHORIZED', async ({ client, assert }) => {
    const response = await client.get('/api/admin/me')
    response.assertStatus(401)
    assert.equal(response.body().errorCode, 'UNAUTHORIZED')
    assert.isString(response.body().requestId)
  })

  test('public pages need no sign-in', async ({ client }) => {
    const response = await client.get('/')
    response.assertStatus(200)
  })

  test('a signed-in user who has not finished onboarding is sent to /onboarding', async ({
    client,
    assert,
  }) => {
    const user = await givenUser({ onboarded: false })
    const response = await client.get('/dashboard').loginAs(user).redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/onboarding')
  })

  test('an onboarded user reaches the dashboard', async ({ client }) => {
    const user = await givenUser()
    const response = await client.get('/dashboard').loginAs(user)
    response.assertStatus(200)
  })

  test('guest pages send a signed-in user to the dashboard', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client.get('/login').loginAs(user).redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/dashboard')
  })

  test('mentor settings are for mentors only', async ({ client, assert }) => {
    const student = await givenUser()
    // A role guard refusing a page load: the 404 page (spec section 1).
    const denied = await client.get('/settings/profile/schedule').loginAs(student)
    denied.assertStatus(404)

    const mentor = await givenUser({ role: 'MENTOR' })
    const allowed = await client.get('/settings/profile/schedule').loginAs(mentor)
    allowed.assertStatus(200)
    assert.notEqual(denied.status(), allowed.status())
  })

  test('admin resources answer 403 FORBIDDEN to non-admins and serve admins', async ({
    client,
    assert,
  }) => {
    const mentor = await givenUser({ role: 'MENTOR' })
    const denied = await client.get('/api/admin/me').loginAs(mentor)
    denied.assertStatus(403)
    assert.equal(denied.body().errorCode, 'FORBIDDEN')

    const admin = await givenUser({ role: 'ADMIN' })
    const allowed = await client.get('/api/admin/me').loginAs(admin)
    allowed.assertStatus(200)
    assert.deepEqual(allowed.body(), { id: admin.id, role: 'ADMIN' })
  })

  test('a suspended user is signed out and told why', async ({ client, assert }) => {
    const user = await givenUser({ status: 'suspended' })
    const page = await client.get('/dashboard').loginAs(user).redirects(0)
    page.assertStatus(302)
    assert.equal(page.header('location'), '/login?reason=suspended')

    const api = await client.get('/api/admin/me').loginAs(user)
    api.assertStatus(403)
    assert.equal(api.body().errorCode, 'FORBIDDEN')
  })
})
