import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { clearAuthRateLimits } from '#tests/helpers/rate_limits'
import {
  everyRoute,
  givenSecurityWorld,
  UNKNOWN_ID,
  type SecurityWorld,
} from '#tests/helpers/security_actors'

/*
| A bad id answers the same way on every JSON route: 404 NOT_FOUND with the
| error object, whether it is an id no table holds or no id at all (letters,
| zero, a negative or fractional number, a number past any column), and
| before the body is read (a bad id with a bad body is still 404). On both
| databases: PostgreSQL refuses a number past its integer column, so such an
| id must never reach a query.
*/

const BAD_IDS = [UNKNOWN_ID, 'abc', '0', '-1', '1.5', '99999999999999999999999']

/** The member whose own records the route is about (the admin for the console). */
function callerOf(pattern: string, world: SecurityWorld) {
  if (pattern.startsWith('/api/admin/')) return world.users.admin
  if (pattern.startsWith('/api/schedule/')) return world.users.mentor
  return world.users.mentee
}

test.group('Security | bad ids', (group) => {
  let world: SecurityWorld
  group.setup(async () => {
    await clearAuthRateLimits()
    world = await givenSecurityWorld()
    return async () => {
      const ids = Object.values(world.users).map((user) => user.id)
      await db.from('invoices').whereIn('user_id', ids).delete()
      await db.from('users').whereIn('id', ids).delete()
    }
  })
  group.each.timeout(120_000)

  test('every JSON route with an id answers 404 NOT_FOUND for an id that names nothing', async ({
    client,
    assert,
  }) => {
    const routes = everyRoute().filter(
      (route) => route.pattern.startsWith('/api/') && /:(id|mentorId)\b/.test(route.pattern)
    )
    assert.isAbove(routes.length, 40)
    const failures: string[] = []
    for (const route of routes) {
      for (const id of BAD_IDS) {
        // The mentor profile's id is a slug too: letters name a mentor nobody has.
        const path = route.pattern.replace(/:(id|mentorId)\b/, id)
        const response = await client
          .request(path, route.method as any)
          .withCsrfToken()
          .loginAs(callerOf(route.pattern, world))
          .json({})
        const body = response.body()
        // Unsaving is idempotent: a mentor the member does not keep (any id) is unsaved already.
        const idempotent = route.key === 'DELETE /api/saved-mentors/:mentorId' && id === UNKNOWN_ID
        if (
          idempotent
            ? response.status() !== 200
            : response.status() !== 404 || body?.errorCode !== 'NOT_FOUND'
        ) {
          failures.push(`${route.method} ${path}: ${response.status()} ${body?.errorCode}`)
        }
      }
    }
    assert.deepEqual(failures, [])
  })
})
