import { test } from '@japa/runner'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import limiter from '@adonisjs/limiter/services/main'
import lockManager from '@adonisjs/lock/services/main'
import { randomUUID } from 'node:crypto'

/**
 * The scale-out switches really select where state lives: the embedded
 * defaults keep it in the database, the Redis switches in Redis.
 */
test.group('Scale-out switches', () => {
  test('rate limits count in the store LIMITER_STORE selects', async ({ assert }) => {
    const key = `test-${randomUUID()}`
    const rateLimiter = limiter.use({ requests: 2, duration: '1 minute' })
    await rateLimiter.consume(key)
    await rateLimiter.consume(key)
    await assert.rejects(() => rateLimiter.consume(key))

    if (env.get('LIMITER_STORE') === 'redis') {
      const keys = await redis.keys(`${redis.connection().ioConnection.options.keyPrefix}*${key}*`)
      assert.isNotEmpty(keys)
    } else {
      const rows = await db.from('rate_limits').whereLike('key', `%${key}%`)
      assert.lengthOf(rows, 1)
      assert.isAtLeast(rows[0].points, 2)
    }
  })

  test('locks are held in the store LOCK_STORE selects, and exclude a second owner', async ({
    assert,
  }) => {
    const name = `test-lock-${randomUUID()}`
    const first = lockManager.createLock(name, '10s')
    assert.isTrue(await first.acquireImmediately())
    const second = lockManager.createLock(name, '10s')
    assert.isFalse(await second.acquireImmediately())

    if (env.get('LOCK_STORE') === 'redis') {
      assert.equal(await redis.exists(name), 1)
    } else {
      const row = await db.from('locks').where('key', name).first()
      assert.exists(row)
    }
    await first.release()
    assert.isTrue(await second.acquireImmediately())
    await second.release()
  })

  test('sessions live where SESSION_DRIVER says', async ({ assert }) => {
    // A plain browser-like request (no test session client) through the real stores.
    const prefix = redis.connection().ioConnection.options.keyPrefix ?? ''
    const before = env.get('SESSION_DRIVER') === 'redis' ? await redis.keys(`${prefix}*`) : []

    const response = await fetch(`http://${env.get('HOST')}:${env.get('PORT')}/`)
    assert.equal(response.status, 200)
    const sessionCookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('mm-session='))
    assert.exists(sessionCookie, 'the session cookie is set')

    if (env.get('SESSION_DRIVER') === 'redis') {
      const after = await redis.keys(`${prefix}*`)
      const created = after.filter((key) => !before.includes(key))
      assert.lengthOf(created, 1)
      const stored = await redis.get(created[0].slice(prefix.length))
      assert.include(stored!, 'csrf')
    } else {
      // The cookie holds only the signed id: the data is in the sessions table.
      assert.equal(env.get('SESSION_DRIVER'), 'database')
      const rows = await db.from('sessions').where('data', 'like', '%csrf%').count('* as total')
      assert.isAbove(Number(rows[0].total), 0)
    }
  })
})
