import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'

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
})
