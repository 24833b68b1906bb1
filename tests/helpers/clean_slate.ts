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

/** Tables whose rows belong to the schema itself (migrations, the catalogue's token row). */
const KEPT_TABLES = new Set(['adonis_schema', 'adonis_schema_versions', 'catalogue_versions'])

/**
 * Deletes every row a test may have written (other spec files commit theirs),
 * for groups that count what the whole database holds. Tokens are renewed so
 * no in-memory cache serves what was deleted.
 */
export async function emptyDatabase() {
  const connection = db.connection()
  const postgres = connection.dialect.name === 'postgres'
  const allTables = await connection.getAllTables(postgres ? ['public'] : undefined)
  const tables = allTables.filter((table) => !KEPT_TABLES.has(table))
  if (postgres) {
    await connection.rawQuery(`truncate ${tables.map((table) => `"${table}"`).join(', ')} cascade`)
  } else {
    await connection.rawQuery('pragma foreign_keys = OFF')
    try {
      for (const table of tables) await connection.from(table).delete()
    } finally {
      await connection.rawQuery('pragma foreign_keys = ON')
    }
  }
  const token = `emptied-${Date.now()}`
  await connection.from('catalogue_versions').update({ token, availability_token: token })
}
