import { test } from '@japa/runner'
import { rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'

/*
| Every test process ends by rolling back all the migrations, and a deployment
| may roll some back. On SQLite, knex drops a column by rebuilding the table,
| and writes its CREATE TABLE back in its own spelling (`FOREIGN KEY (...)
| REFERENCES ... ON DELETE`, `NULL`). The migrations that rebuild tables
| themselves (0025, 0027) must still roll back once a later migration has done
| that to their tables: one that adds a column and drops it on the way back.
| Checked on an SQLite database of its own, whichever database the run uses.
| (0037 moves mentor_messages into conversations and drops it; its way back
| creates it again, in createTable's spelling, which 0027's way back then reads.)
*/

const SCRATCH = 'sqlite_rollback'
/** The tables 0025 and 0027 rebuild on SQLite that the latest migrations keep. */
const REBUILT_BY_MIGRATIONS = ['mentoring_sessions', 'feedbacks', 'referrals']

async function migrations(direction: 'up' | 'down') {
  const runner = new MigrationRunner(db, app, {
    direction,
    connectionName: SCRATCH,
    ...(direction === 'down' ? { batch: 0 } : {}),
  })
  await runner.run()
  if (runner.error) throw runner.error
}

test.group('Migrations | rolled back after a later migration rebuilt their tables', (group) => {
  const file = app.makePath('tmp', `rollback-${process.pid}.sqlite3`)
  group.setup(async () => {
    const sqlite = db.manager.get('sqlite')!.config
    db.manager.add(SCRATCH, { ...sqlite, connection: { filename: file } } as typeof sqlite)
    return async () => {
      await db.manager.release(SCRATCH)
      await rm(file, { force: true })
      await rm(`${file}-wal`, { force: true })
      await rm(`${file}-shm`, { force: true })
    }
  })

  test('every migration rolls back on SQLite', async ({ assert }) => {
    await migrations('up')
    // A schema builder runs every statement it collected: one per statement.
    const schema = () => db.connection(SCRATCH).schema
    for (const table of REBUILT_BY_MIGRATIONS) {
      await schema().alterTable(table, (t) => t.string('later_column', 16).nullable())
      await schema().alterTable(table, (t) => t.dropColumn('later_column'))
    }
    const spelling = await db
      .connection(SCRATCH)
      .from('sqlite_master')
      .where('name', 'mentoring_sessions')
      .firstOrFail()
    assert.include(spelling.sql, 'FOREIGN KEY (', 'knex rebuilt the table in its own spelling')

    await migrations('down')
    const tables = await db.connection(SCRATCH).getAllTables()
    assert.sameMembers(tables, ['adonis_schema', 'adonis_schema_versions'])
  })
})
