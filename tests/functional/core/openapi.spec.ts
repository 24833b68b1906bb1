import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { everyRoute } from '#tests/helpers/security_actors'

test.group('OpenAPI document', () => {
  test('is served as JSON and describes the error object', async ({ client, assert }) => {
    const response = await client.get('/api/openapi.json')
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /application\/json/)
    const doc = response.body()
    assert.equal(doc.openapi, '3.1.0')
    assert.sameMembers(doc.components.schemas.Error.required, ['message', 'errorCode', 'requestId'])
  })

  test('every documented call exists in the router with its method', async ({ client, assert }) => {
    const response = await client.get('/api/openapi.json')
    const doc = response.body()
    const routes = Object.values(router.toJSON())
      .flat()
      .flatMap((route) => route.methods.map((method) => `${method} ${route.pattern}`))
    for (const [path, operations] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const method of Object.keys(operations)) {
        assert.include(routes, `${method.toUpperCase()} ${path}`, `${method} ${path} is documented`)
      }
    }
  })

  test('describes every /api call of the router, so a new one cannot go undocumented', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/openapi.json')
    const doc = response.body()
    const documented = new Set(
      Object.entries<Record<string, unknown>>(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)
      )
    )
    // The app's routes: not the fixtures other spec files register when every suite loads.
    const calls = everyRoute()
      .filter((route) => route.pattern.startsWith('/api/'))
      .map((route) => route.key)
    assert.isAbove(calls.length, 100)
    const missing = calls.filter((call) => !documented.has(call) && call !== 'GET /api/admin/me')
    assert.deepEqual(missing, [], 'calls the OpenAPI document does not describe')
  })

  test('each operation has a summary and its answers, and public calls say they need no session', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/openapi.json')
    const doc = response.body()
    for (const [path, operations] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) {
        assert.isString(operation.summary, `${method} ${path}: summary`)
        assert.isNotEmpty(Object.keys(operation.responses ?? {}), `${method} ${path}: responses`)
      }
    }
    for (const path of [
      '/api/contact',
      '/api/waiting-list',
      '/api/mentors',
      '/api/build-version',
    ]) {
      const operation = Object.values<any>(doc.paths[path])[0]
      assert.deepEqual(operation.security, [], `${path} is public`)
    }
  })

  test('describes every admin REST route with its sort fields and filters', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/openapi.json')
    const doc = response.body()
    const documented = Object.entries<Record<string, unknown>>(doc.paths).flatMap(
      ([path, operations]) => Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`)
    )
    const adminRoutes = Object.values(router.toJSON())
      .flat()
      .filter(
        (route) => route.pattern.startsWith('/api/admin/') && route.pattern !== '/api/admin/me'
      )
      .flatMap((route) =>
        route.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${route.pattern}`)
      )
    for (const route of adminRoutes) assert.include(documented, route)
    const sort = doc.paths['/api/admin/users'].get.parameters.find((p: any) => p.name === 'sort')
    assert.include(sort.description, 'last_login_at')
  })
})
