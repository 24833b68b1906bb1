import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ShieldConfig } from '@adonisjs/shield/types'
import {
  changingRoutes,
  givenSecurityWorld,
  pathOf,
  type SecurityWorld,
} from '#tests/helpers/security_actors'

/*
| CSRF on every state-changing route the router knows (new routes are covered
| as they land): a signed-in admin's call without a token, with a made-up one
| or with another session's token is refused with 419 SESSION_EXPIRED before
| anything runs. The calls aim at real records (the admin API's ids are the
| mentee, the mentor, their session, the subscription, the invoice), so a
| route that let one through would change something the fingerprint sees.
*/

/** Every table's row count and latest change: what a call that got through would move. */
async function fingerprint(tables: { name: string; updatedAt: boolean }[]) {
  const print: Record<string, string> = {}
  for (const { name, updatedAt } of tables) {
    const query = db.from(name).count('* as total')
    print[name] = JSON.stringify(
      await (updatedAt ? query.max('updated_at as changed') : query).first()
    )
  }
  return print
}

/** The application's tables (not the migrations' bookkeeping). */
async function applicationTables() {
  const all = await db.connection().getAllTables(['public'])
  const names = all.filter((table) => !table.startsWith('adonis_schema')).sort()
  const tables: { name: string; updatedAt: boolean }[] = []
  for (const name of names) {
    const columns = await db.connection().columnsInfo(name)
    tables.push({ name, updatedAt: 'updated_at' in columns })
  }
  return tables
}

/** The XSRF-TOKEN cookie another (signed-out) browser session got: valid, but not the admin's. */
async function tokenOfAnotherSession(client: any) {
  const page = await client.get('/login').withInertia().redirects(0)
  const cookies: string[] = [page.headers()['set-cookie'] ?? []].flat()
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))
  if (!xsrf) throw new Error('No XSRF-TOKEN cookie on /login')
  return decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length).split(';')[0])
}

/** The state-changing routes CSRF guards: all but the ones config/shield.ts exempts. */
function checkedRoutes() {
  const exempt = app.config.get<ShieldConfig>('shield').csrf.exceptRoutes
  return changingRoutes().filter(
    (route) => !(Array.isArray(exempt) && exempt.includes(route.pattern))
  )
}

test.group('Security | CSRF on every state-changing route', (group) => {
  let world: SecurityWorld
  let tables: Awaited<ReturnType<typeof applicationTables>>
  group.setup(async () => {
    tables = await applicationTables()
    const rollback = await testUtils.db().withGlobalTransaction()
    try {
      world = await givenSecurityWorld()
    } catch (error) {
      await rollback()
      throw error
    }
    return rollback
  })
  // About 70 calls per test: room for a busy CI machine.
  group.each.timeout(120_000)

  test('only the Stripe webhook is exempt (it is signed instead)', ({ assert }) => {
    const shield = app.config.get<ShieldConfig>('shield')
    assert.isTrue(shield.csrf.enabled)
    assert.deepEqual(shield.csrf.exceptRoutes, ['/webhooks/stripe'])
    assert.includeMembers([...(shield.csrf.methods ?? [])], ['POST', 'PUT', 'PATCH', 'DELETE'])
  })

  const forgeries = [
    { name: 'no token', apply: (request: any) => request },
    {
      name: 'a made-up token',
      apply: (request: any) => request.header('X-CSRF-TOKEN', 'forged-token-1234567890'),
    },
    {
      name: "another session's token",
      apply: (request: any, token: string) => request.header('X-XSRF-TOKEN', token),
    },
  ]

  for (const forgery of forgeries) {
    test(`a signed-in admin's call with ${forgery.name} is refused with 419 and changes nothing`, async ({
      client,
      assert,
    }) => {
      const routes = checkedRoutes()
      assert.isAbove(routes.length, 60)
      const foreignToken = await tokenOfAnotherSession(client)
      const before = await fingerprint(tables)
      const failures: string[] = []
      for (const route of routes) {
        const path = pathOf(route, world, { adminChanges: 'real' })
        const request = client
          .request(path, route.method as any)
          .loginAs(world.users.admin)
          .header('Accept', 'application/json')
          .redirects(0)
        const response = await forgery.apply(request, foreignToken)
        const where = `${route.method} ${path}`
        if (response.status() !== 419) failures.push(`${where}: ${response.status()}`)
        else if (response.body().errorCode !== 'SESSION_EXPIRED') {
          failures.push(`${where}: errorCode ${response.body().errorCode}`)
        }
      }
      assert.deepEqual(failures, [])
      assert.deepEqual(await fingerprint(tables), before, 'nothing changed')
    })
  }

  test('a page form sent without the token is sent back where it came from, changing nothing', async ({
    client,
    assert,
  }) => {
    const forms = checkedRoutes().filter((route) => !route.pattern.startsWith('/api/'))
    assert.isAbove(forms.length, 10)
    const before = await fingerprint(tables)
    const failures: string[] = []
    for (const route of forms) {
      const path = pathOf(route, world, { adminChanges: 'real' })
      const response = await client
        .request(path, route.method as any)
        .loginAs(world.users.admin)
        .withInertia()
        .header('Referer', '/settings/profile/basic')
        .redirects(0)
      // Inertia turns a redirect after PUT, PATCH or DELETE into a 303.
      const back = [302, 303].includes(response.status())
      if (!back || response.header('location') !== '/settings/profile/basic') {
        failures.push(
          `${route.method} ${path}: ${response.status()} ${response.header('location')}`
        )
      }
    }
    assert.deepEqual(failures, [])
    assert.deepEqual(await fingerprint(tables), before, 'nothing changed')
  })

  test("the same call with the session's own token gets through (the check above can fail)", async ({
    client,
    assert,
  }) => {
    const before = await fingerprint(tables)
    const response = await client
      .post(`/api/admin/users/${world.users.suspended.id}/reactivate`)
      .withCsrfToken()
      .loginAs(world.users.admin)
    response.assertStatus(200)
    assert.notDeepEqual(await fingerprint(tables), before, 'the fingerprint sees a change')
  })
})
