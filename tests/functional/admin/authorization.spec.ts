import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#accounts/models/user'
import { givenUser } from '#tests/helpers/users'

/** Every route of the admin API, as the router knows it (new resources are covered as they land). */
function adminRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern.startsWith('/api/admin'))
    .flatMap((route) =>
      route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, path: route.pattern.replace(':id', '987654321') }))
    )
}

type Caller = { name: string; user: () => Promise<User | null>; expected: number }

const CALLERS: Caller[] = [
  { name: 'a visitor', user: async () => null, expected: 401 },
  { name: 'a mentee', user: () => givenUser({ role: 'STUDENT' }), expected: 403 },
  { name: 'a mentor', user: () => givenUser({ role: 'MENTOR' }), expected: 403 },
  {
    name: 'a suspended admin',
    user: () => givenUser({ role: 'ADMIN', status: 'suspended' }),
    expected: 403,
  },
]

test.group('Admin REST | authorisation of every route', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the admin API has routes for every resource and action', ({ assert }) => {
    const paths = adminRoutes().map((route) => `${route.method} ${route.path}`)
    for (const expected of [
      'GET /api/admin/users',
      'PUT /api/admin/users/987654321',
      'DELETE /api/admin/users/987654321',
      'POST /api/admin/users/987654321/suspend',
      'POST /api/admin/mentors',
      'POST /api/admin/mentor-applications/987654321/approve',
      'GET /api/admin/audit-log',
    ]) {
      assert.include(paths, expected)
    }
  })

  for (const caller of CALLERS) {
    test(`${caller.name} gets ${caller.expected} from every admin route`, async ({
      client,
      assert,
    }) => {
      const user = await caller.user()
      const routes = adminRoutes()
      assert.isAbove(routes.length, 10)
      for (const route of routes) {
        let request = client.request(route.path, route.method as any).withCsrfToken()
        if (user) request = request.loginAs(user)
        const response = await request
        assert.equal(response.status(), caller.expected, `${route.method} ${route.path}`)
        assert.equal(
          response.body().errorCode,
          caller.expected === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
          `${route.method} ${route.path}`
        )
      }
    })
  }

  test('an admin reaches every route (an unknown id is 404, never 401, 403 or 5xx)', async ({
    client,
    assert,
  }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    for (const route of adminRoutes()) {
      const response = await client
        .request(route.path, route.method as any)
        .withCsrfToken()
        .loginAs(admin)
      const where = `${route.method} ${route.path}: ${response.status()}`
      assert.include([200, 404, 409, 422], response.status(), where)
      if (route.path.includes('987654321')) assert.equal(response.status(), 404, where)
    }
  })

  test('every change needs the CSRF token, even for an admin', async ({ client, assert }) => {
    const admin = await givenUser({ role: 'ADMIN' })
    const changes = adminRoutes().filter((route) => route.method !== 'GET')
    assert.isAbove(changes.length, 5)
    for (const route of changes) {
      const response = await client.request(route.path, route.method as any).loginAs(admin)
      assert.equal(response.status(), 419, `${route.method} ${route.path}`)
    }
  })
})
