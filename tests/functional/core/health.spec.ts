import { test } from '@japa/runner'

test.group('Health', () => {
  test('live answers ok', async ({ client }) => {
    const response = await client.get('/health/live')
    response.assertStatus(200)
    response.assertBody({ status: 'ok' })
  })

  test('ready checks the database (and Redis when a switch uses it)', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/health/ready')
    response.assertStatus(200)
    assert.equal(response.body().status, 'ok')
    assert.deepEqual(response.body().checks.database, { status: 'ok' })
    const usesRedis = [
      process.env.SESSION_DRIVER,
      process.env.LIMITER_STORE,
      process.env.LOCK_STORE,
      process.env.QUEUE_DRIVER,
    ].includes('redis')
    if (usesRedis) {
      assert.deepEqual(response.body().checks.redis, { status: 'ok' })
    } else {
      assert.notProperty(response.body().checks, 'redis')
    }
  })
})
