import { test } from '@japa/runner'

/** Names of the cookies a response sets. */
function cookieNames(setCookie: string | string[] | undefined) {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return lines.map((line) => line.split('=')[0])
}

test.group('Shield | CSRF tokens and security headers', () => {
  test('a page issues the XSRF-TOKEN cookie the API client sends back', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/mentors')
    response.assertStatus(200)
    assert.include(cookieNames(response.header('set-cookie')), 'XSRF-TOKEN')
    assert.equal(response.header('x-frame-options'), 'DENY')
  })

  test('a JSON read issues no token but keeps the security headers', async ({ client, assert }) => {
    const response = await client.get('/api/mentors').qs({ limit: 1 })
    response.assertStatus(200)
    assert.notInclude(cookieNames(response.header('set-cookie')), 'XSRF-TOKEN')
    assert.equal(response.header('x-frame-options'), 'DENY')
    assert.equal(response.header('x-content-type-options'), 'nosniff')
    assert.match(response.header('content-security-policy') ?? '', /default-src 'self'/)
    // HSTS is production-only (config/shield.ts), probed on the production build in .ci/run.
    assert.isUndefined(response.header('strict-transport-security'))
  })

  test('every API write is still checked for its token', async ({ client, assert }) => {
    const response = await client
      .put('/api/saved-mentors/1')
      .header('accept', 'application/json')
      .header('x-xsrf-token', 'forged')
    assert.equal(response.status(), 419)
    assert.equal(response.body().errorCode, 'SESSION_EXPIRED')
  })
})
