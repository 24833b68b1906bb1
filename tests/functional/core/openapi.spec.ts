import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { everyRoute } from '#tests/helpers/security_actors'
import { openApiPath } from '#core/services/api_document'

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
      .flatMap((route) => route.methods.map((method) => `${method} ${openApiPath(route.pattern)}`))
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
      .map((route) => `${route.method} ${openApiPath(route.pattern)}`)
    assert.isAbove(calls.length, 100)
    const missing = calls.filter((call) => !documented.has(call))
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
    for (const path of ['/api/mentors', '/api/build-version']) {
      assert.deepEqual(doc.paths[path].get.security, [], `${path} is public`)
    }
    // A public change needs no sign-in, only the CSRF header.
    for (const path of ['/api/contact', '/api/waiting-list']) {
      assert.deepEqual(doc.paths[path].post.security, [{ csrf: [] }], `${path} is public`)
      assert.notProperty(doc.paths[path].post.responses, '401')
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
      .filter((route) => route.pattern.startsWith('/api/admin/'))
      .flatMap((route) =>
        route.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${openApiPath(route.pattern)}`)
      )
    for (const route of adminRoutes) assert.include(documented, route)
    const sort = doc.paths['/api/admin/users'].get.parameters.find((p: any) => p.name === 'sort')
    assert.include(sort.description, 'lastLoginAt')
  })

  test("lints clean with Redocly's recommended rules", async ({ client, assert }) => {
    const { createConfig, lintFromString } = await import('@redocly/openapi-core')
    const response = await client.get('/api/openapi.json')
    const problems = await lintFromString({
      source: response.text(),
      absoluteRef: '/api/openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    })
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`)
    assert.deepEqual(errors, [])
  })

  test('writes paths the OpenAPI way, names every operation and states the CSRF header of every change', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/openapi.json')
    const doc = response.body()
    const ids = new Set<string>()
    for (const [path, operations] of Object.entries<Record<string, any>>(doc.paths)) {
      assert.notMatch(path, /:/, `${path} uses {name} for its parameters`)
      for (const [method, operation] of Object.entries<any>(operations)) {
        assert.isString(operation.operationId, `${method} ${path}: operationId`)
        assert.isFalse(ids.has(operation.operationId), `${operation.operationId} is unique`)
        ids.add(operation.operationId)
        if (['post', 'put', 'patch', 'delete'].includes(method)) {
          assert.isTrue(
            operation.security.every((requirement: object) => 'csrf' in requirement),
            `${method} ${path} needs the CSRF header`
          )
          assert.property(operation.responses, '419', `${method} ${path} may answer 419`)
        }
        if (operation.requestBody) {
          assert.property(operation.responses, '400', `${method} ${path} may answer 400`)
        }
      }
    }
    assert.equal(doc.components.securitySchemes.csrf.name, 'X-XSRF-TOKEN')
  })

  test('describes request bodies from the validators the controllers use', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/openapi.json')
    const doc = response.body()
    const { cancelValidator } = await import('#scheduling/validators/sessions')
    const { roleValidator } = await import('#accounts/console/users')
    const schemaOf = (path: string, method: string) =>
      doc.paths[path][method].requestBody.content['application/json'].schema
    assert.deepEqual(schemaOf('/api/sessions/{id}/cancel', 'post'), cancelValidator.toJSONSchema())
    assert.deepEqual(schemaOf('/api/admin/users/{id}/role', 'post'), roleValidator.toJSONSchema())
  })
})

test.group('OpenAPI document | contract', () => {
  test('an answer that strays from the document is caught', async ({ assert }) => {
    const { contractMismatch } = await import('#tests/helpers/api_contract')
    const json = 'application/json; charset=utf-8'
    assert.isUndefined(
      await contractMismatch('GET', '/api/build-version', 200, json, { version: 'abc' })
    )
    assert.match(
      (await contractMismatch('GET', '/api/build-version', 200, json, { release: 'abc' })) ?? '',
      /does not match core\.build_version/
    )
    assert.match(
      (await contractMismatch('GET', '/api/build-version', 418, json, {})) ?? '',
      /does not list this status/
    )
    assert.match(
      (await contractMismatch('DELETE', '/api/build-version', 200, json, {})) ?? '',
      /describes no such call/
    )
  })
})
