import env from '#start/env'
import { mkdirSync } from 'node:fs'
import { dirname, isAbsolute } from 'node:path'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'

/**
 * SQLite (better-sqlite3) is the embedded default so the app runs on a bare
 * machine; PostgreSQL is the production database. DB_CONNECTION picks one.
 */
/**
 * A relative SQLite path is relative to the app root; an absolute one is used
 * as is. Its folder is created if missing (tmp/ does not exist in a fresh clone).
 */
function sqliteFile(path: string) {
  const file = isAbsolute(path) ? path : app.makePath(path)
  mkdirSync(dirname(file), { recursive: true })
  return file
}

const migrations = { naturalSort: true, paths: ['database/migrations'] }
const seeders = { paths: ['database/seeders'] }

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  prettyPrintDebugQueries: true,
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: sqliteFile(env.get('SQLITE_FILENAME', 'tmp/db.sqlite3')),
      },
      useNullAsDefault: true,
      migrations,
      seeders,
      schemaGeneration: { enabled: true, rulesPaths: ['./database/schema_rules.js'] },
      pool: {
        afterCreate: (conn: any, done: (err: Error | null, conn: any) => void) => {
          conn.pragma('foreign_keys = ON')
          // WAL: readers never wait for the writer, and several web processes can share the file.
          conn.pragma('journal_mode = WAL')
          // SQLite's recommended setting with WAL: a commit waits for no fsync; a power cut (not
          // a crash of the app) may lose the last commits, never corrupts the file.
          conn.pragma('synchronous = NORMAL')
          // A write that finds another process writing waits up to 5 s for the lock (a read-then-
          // write transaction can still be refused: docs/adr/0001-sqlite-is-the-single-machine-default.md).
          conn.pragma('busy_timeout = 5000')
          done(null, conn)
        },
      },
    },
    pg: {
      client: 'pg',
      connection: {
        host: env.get('PG_HOST', '127.0.0.1'),
        port: env.get('PG_PORT', 5432),
        user: env.get('PG_USER', 'postgres'),
        password: env.get('PG_PASSWORD'),
        database: env.get('PG_DB_NAME', 'postgres'),
      },
      pool: {
        min: 0,
        max: env.get('PG_POOL_MAX', 10),
      },
      migrations,
      seeders,
      // database/schema.ts is generated from the SQLite scan and committed.
      schemaGeneration: { enabled: false },
    },
  },
})

export default dbConfig
