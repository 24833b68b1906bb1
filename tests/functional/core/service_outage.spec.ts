import { createServer } from 'node:net'
import { test } from '@japa/runner'
import { Redis } from 'ioredis'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import HttpExceptionHandler from '#core/exceptions/handler'

/** A loopback port nobody listens on (taken, then released). */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function failureOf(work: () => Promise<unknown>) {
  try {
    await work()
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

/** What the exception handler answers a JSON request that failed with `error`. */
async function answerTo(error: unknown) {
  const ctx = await testUtils.createHttpContext()
  ctx.request.request.headers.accept = 'application/json'
  await new HttpExceptionHandler().handle(error, ctx)
  return { status: ctx.response.getStatus(), body: ctx.response.getBody() as Record<string, any> }
}

/** A driver error as it arrives: message and, for PostgreSQL's, its SQLSTATE code. */
function driverError(message: string, code?: string) {
  return Object.assign(new Error(message), code ? { code } : {})
}

test.group('Service outages answer 503', () => {
  test('PostgreSQL refusing connections (a real pg error): 503 with the error object', async ({
    assert,
  }) => {
    const port = await closedPort()
    db.manager.add('outage_pg', {
      client: 'pg',
      connection: { host: '127.0.0.1', port, user: 'postgres', database: 'postgres' },
      pool: { min: 0, max: 1 },
    })
    try {
      const error = await failureOf(() => db.connection('outage_pg').rawQuery('select 1'))
      const { status, body } = await answerTo(error)
      assert.equal(status, 503)
      assert.equal(body.errorCode, 'UNKNOWN_ERROR')
      assert.isString(body.message)
      assert.notInclude(body.message, 'ECONNREFUSED')
      assert.property(body, 'requestId')
    } finally {
      await db.manager.close('outage_pg')
    }
  })

  test('Redis unreachable (a real ioredis error): 503', async ({ assert }) => {
    const redis = new Redis({
      host: '127.0.0.1',
      port: await closedPort(),
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      retryStrategy: () => 20,
    })
    redis.on('error', () => {})
    try {
      const error = await failureOf(() => redis.ping())
      const { status } = await answerTo(error)
      assert.equal(status, 503)
    } finally {
      redis.disconnect()
    }
  })

  test('a restart seen mid-request (server shutdown, dropped or dead connections, pool timeout): 503', async ({
    assert,
  }) => {
    const errors = [
      driverError('terminating connection due to administrator command', '57P01'),
      driverError('the database system is starting up', '57P03'),
      driverError('Connection terminated unexpectedly'),
      driverError('Connection Error: Connection ended unexpectedly'),
      driverError('Client has encountered a connection error and is not queryable'),
      driverError('Knex: Timeout acquiring a connection. The pool is probably full.'),
      driverError('Connection is closed.'),
    ]
    for (const error of errors) {
      const { status, body } = await answerTo(error)
      assert.equal(status, 503, error.message)
      assert.equal(body.errorCode, 'UNKNOWN_ERROR')
    }
    // Anything else is still an unexpected error.
    const other = await answerTo(new Error('something else broke'))
    assert.equal(other.status, 500)
  })

  test('the health probes answer without a session or CSRF cookie (Redis sessions cannot break them)', async ({
    client,
    assert,
  }) => {
    for (const path of ['/health/live', '/health/ready']) {
      const response = await client.get(path)
      response.assertStatus(200)
      assert.deepEqual(response.cookies(), {}, path)
      assert.isUndefined(response.header('set-cookie'), path)
    }
    // Any other GET gets them (the router's session and CSRF middleware).
    const page = await client.get('/about')
    assert.isDefined(page.header('set-cookie'))
  })
})
