import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { redisInUse } from '#core/services/redis_usage'

/**
 * Tests never depend on leftovers: a run that was killed half-way may have
 * left tables in the test database or keys under the test Redis prefix.
 */
export async function cleanSlate() {
  const connection = db.connection()
  await connection.dropAllTables()
  if (connection.dialect.name === 'postgres') {
    await connection.dropAllTypes()
  }
  if (redisInUse()) {
    const prefix = redis.connection().ioConnection.options.keyPrefix ?? ''
    // KEYS patterns are not prefixed by the client; deleting keys is.
    const keys = await redis.connection().keys(`${prefix}*`)
    if (keys.length) {
      await redis.connection().del(...keys.map((key) => key.slice(prefix.length)))
    }
  }
}
