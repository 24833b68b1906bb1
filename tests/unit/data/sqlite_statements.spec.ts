import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  reusePreparedStatements,
  waitForWriteLockOnEventLoop,
  withStableBindings,
} from '#database/sqlite_statements'

/** The parts of a better-sqlite3 connection these tests use (the package ships no types). */
type Connection = {
  exec: (sql: string) => void
  pragma: (source: string, options?: { simple: boolean }) => unknown
  prepare: (sql: string) => {
    run: (...bindings: unknown[]) => unknown
    get: (...bindings: unknown[]) => unknown
    all: (...bindings: unknown[]) => unknown[]
  }
  transaction: (
    work: () => unknown
  ) => (() => unknown) & Record<'deferred' | 'immediate' | 'exclusive', () => unknown>
  close: () => void
  readonly inTransaction: boolean
}
const Database: new (file: string) => Connection = createRequire(import.meta.url)('better-sqlite3')

test.group('SQLite statements (database/sqlite_statements.ts)', () => {
  test('a bound LIMIT or OFFSET is read through a scalar subquery, other bound values through unary plus, quoted text is left alone', ({
    assert,
  }) => {
    assert.equal(
      withStableBindings('select * from `users` where `id` = ? limit ?'),
      'select * from `users` where `id` = +? limit (select ?)'
    )
    assert.equal(
      withStableBindings('select * from (select a from t limit ? offset ?) as x LIMIT ? OFFSET ?'),
      'select * from (select a from t limit (select ?) offset (select ?)) as x LIMIT (select ?) OFFSET (select ?)'
    )
    assert.equal(
      withStableBindings("select 'limit ?' as a limit 1"),
      "select 'limit ?' as a limit 1"
    )
    assert.equal(
      withStableBindings("select \"offset ?\", `limit ?` from t where b = 'it''s limit ?' limit ?"),
      "select \"offset ?\", `limit ?` from t where b = 'it''s limit ?' limit (select ?)"
    )
    assert.equal(
      withStableBindings('select * from t where x = ? and y in (?, ?) and z like ?'),
      'select * from t where x = +? and y in (+?, +?) and z like +?'
    )
    assert.equal(
      withStableBindings('insert into t (a, b) values (?, ?) on conflict (a) do update set b = ?'),
      'insert into t (a, b) values (+?, +?) on conflict (a) do update set b = +?'
    )
  })

  test('a value bound through unary plus compares, types and orders as the bare value', ({
    assert,
  }) => {
    const conn = new Database(':memory:')
    try {
      conn.exec(
        "create table t (n integer, r real, s text, b blob); insert into t values (2, 2.5, '10', x'01'), (10, 10.0, '9', x'02')"
      )
      const cases: [string, unknown[]][] = [
        ['select n from t where n = ? order by n', [2]],
        ['select n from t where n = ? order by n', ['2']],
        ['select n from t where s = ? order by n', [10]],
        ['select n from t where s < ? order by n', ['9']],
        ['select n from t where r >= ? order by n', ['2.5']],
        ['select n from t where b = ? order by n', [Buffer.from([2])]],
        ['select ? as v, typeof(?) as t', ['07', '07']],
        ['select ? as v, typeof(?) as t', [7, 7]],
        ['select ? is null as v', [null]],
        ['select n from t where n in (?, ?) order by n', [10, '2']],
      ]
      for (const [sql, bindings] of cases) {
        assert.deepEqual(
          conn.prepare(withStableBindings(sql)).all(...bindings),
          conn.prepare(sql).all(...bindings),
          sql
        )
      }
    } finally {
      conn.close()
    }
  })

  test('a connection prepares each text once, with its limits rewritten', ({ assert }) => {
    const prepared: string[] = []
    const conn = { prepare: (sql: string) => (prepared.push(sql), { sql }) }
    reusePreparedStatements(conn)
    const first = conn.prepare('select a from t limit ?')
    assert.strictEqual(conn.prepare('select a from t limit ?'), first)
    conn.prepare('select b from t')
    assert.deepEqual(prepared, ['select a from t limit (select ?)', 'select b from t'])
  })

  test('pages and first rows read through the app connection are the same rows', async ({
    assert,
  }) => {
    const numbers =
      '(select 1 as n union all select 2 union all select 3 union all select 4 union all select 5) as t'
    const page = async (limit: number, offset: number) => {
      const result = await db.rawQuery(`select n from ${numbers} order by n limit ? offset ?`, [
        limit,
        offset,
      ])
      const rows: { n: unknown }[] = Array.isArray(result) ? result : result.rows
      return rows.map((row) => Number(row.n))
    }
    assert.deepEqual(await page(2, 0), [1, 2])
    assert.deepEqual(await page(2, 2), [3, 4])
    assert.deepEqual(await page(10, 3), [4, 5])
    assert.deepEqual(await page(2, 1), [2, 3])

    const migrations = await db.from('adonis_schema').select('id', 'name').orderBy('id')
    assert.isAbove(migrations.length, 2)
    assert.deepEqual(
      await db.from('adonis_schema').select('id', 'name').orderBy('id').first(),
      migrations[0]
    )
    const third = await db
      .from('adonis_schema')
      .select('id', 'name')
      .orderBy('id')
      .offset(2)
      .first()
    assert.deepEqual(third, migrations[2])
  })
})

/** Runs `work` with two connections to one new WAL database file, like two app processes; `app` wrapped. */
async function withTwoWriters(
  work: (writers: { other: Connection; app: Connection }) => Promise<void>,
  timeoutMs = 2000
) {
  const folder = mkdtempSync(join(tmpdir(), 'busy-'))
  const file = join(folder, 'db.sqlite3')
  const open = () => {
    const conn = new Database(file)
    conn.pragma('journal_mode = WAL')
    conn.pragma('busy_timeout = 5000')
    return conn
  }
  const other = open()
  other.exec('create table t (n integer)')
  const app = open()
  waitForWriteLockOnEventLoop(app, { timeoutMs })
  try {
    await work({ other, app })
  } finally {
    other.close()
    app.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Milliseconds the event loop went without running a 1 ms timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>) {
  let last = performance.now()
  let longest = 0
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 1)
  try {
    await work()
  } finally {
    clearInterval(timer)
  }
  return longest
}

test.group('SQLite write lock (database/sqlite_statements.ts)', () => {
  test('a write that finds another process writing waits on the event loop, then runs', async ({
    assert,
  }) => {
    await withTwoWriters(async ({ other, app }) => {
      other.exec('BEGIN IMMEDIATE')
      other.prepare('insert into t values (1)').run()
      setTimeout(() => other.exec('COMMIT'), 150)
      const insert = app.prepare('insert into t values (2)') as unknown as {
        run: () => unknown
      }
      let answer: unknown
      const stall = await longestStall(async () => {
        answer = insert.run()
        assert.instanceOf(answer, Promise, 'the lock was taken: the write is retried later')
        answer = await answer
      })
      // The busy handler would have slept through the 150 ms in one synchronous call.
      assert.isBelow(stall, 100)
      assert.deepInclude(answer as object, { changes: 1 })
      assert.deepEqual(app.prepare('select n from t order by n').all(), [{ n: 1 }, { n: 2 }])
    })
  })

  test("knex's BEGIN takes the write lock at once (BEGIN IMMEDIATE), waiting on the event loop", async ({
    assert,
  }) => {
    await withTwoWriters(async ({ other, app }) => {
      other.exec('BEGIN IMMEDIATE')
      setTimeout(() => other.exec('COMMIT'), 30)
      const begin = app.prepare('BEGIN;') as unknown as { run: () => unknown }
      await begin.run()
      assert.isTrue(app.inTransaction)
      // The app's transaction holds the lock before writing anything: the other writer is refused.
      other.pragma('busy_timeout = 0')
      assert.throws(() => other.exec('insert into t values (9)'), /database is locked/)
      app.prepare('COMMIT;').run()
      other.exec('insert into t values (9)')
      assert.deepEqual(app.prepare('select n from t').all(), [{ n: 9 }])
    })
  })

  test('a write still refused after the timeout fails with SQLITE_BUSY, and nothing is written', async ({
    assert,
  }) => {
    await withTwoWriters(async ({ other, app }) => {
      other.exec('BEGIN IMMEDIATE')
      const insert = app.prepare('insert into t values (3)') as unknown as { run: () => unknown }
      const started = performance.now()
      const error = await (async () => {
        try {
          await insert.run()
        } catch (caught) {
          return caught as { code?: string }
        }
      })()
      assert.equal(error?.code, 'SQLITE_BUSY')
      assert.isAtLeast(performance.now() - started, 45)
      other.exec('ROLLBACK')
      assert.deepEqual(await app.prepare('select count(*) as n from t').get(), { n: 0 })
    }, 50)
  })

  test('a write whose caller drops the promise (synchronous code) fails without an unhandled rejection', async ({
    assert,
  }) => {
    const unhandled: unknown[] = []
    const listener = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', listener)
    try {
      await withTwoWriters(async ({ other, app }) => {
        other.exec('BEGIN IMMEDIATE')
        const answer = app.prepare('insert into t values (6)').run()
        assert.instanceOf(answer, Promise)
        // Past the timeout, and a turn more for the rejection to be reported if nobody handles it.
        await new Promise((resolve) => setTimeout(resolve, 120))
        await new Promise((resolve) => setImmediate(resolve))
        other.exec('ROLLBACK')
        assert.deepEqual(app.prepare('select count(*) as n from t').get(), { n: 0 })
        // Whoever awaits it still gets SQLite's error.
        await assert.rejects(() => answer as Promise<unknown>, /database is locked/)
      }, 50)
    } finally {
      process.off('unhandledRejection', listener)
    }
    assert.deepEqual(unhandled, [])
  })

  test('the busy timeout is switched off once, not around each write', async ({ assert }) => {
    await withTwoWriters(async ({ app }) => {
      assert.equal(app.pragma('busy_timeout', { simple: true }), 0)
      const pragmas: string[] = []
      const pragma = app.pragma.bind(app)
      app.pragma = ((source: string, options?: { simple: boolean }) => {
        pragmas.push(source)
        return pragma(source, options)
      }) as typeof app.pragma
      const insert = app.prepare('insert into t values (?)') as unknown as {
        run: (n: number) => unknown
      }
      for (let n = 0; n < 5; n++) insert.run(n)
      const begin = app.prepare('BEGIN;') as unknown as { run: () => unknown }
      begin.run()
      app.prepare('COMMIT;').run()
      assert.deepEqual(pragmas, [])
      assert.deepEqual(app.prepare('select count(*) as n from t').get(), { n: 5 })
    })
  })

  test("other code's transaction (better-sqlite3's transaction()) waits in SQLite's busy handler, as before", async ({
    assert,
  }) => {
    await withTwoWriters(async ({ other, app }) => {
      const insert = (n: number) => () => app.prepare(`insert into t values (${n})`).run()
      other.exec('BEGIN IMMEDIATE')
      const started = performance.now()
      assert.throws(() => app.transaction(insert(7))(), /database is locked/)
      // Synchronous, as the limiter expects: it waited the whole timeout before giving up.
      assert.isAtLeast(performance.now() - started, 45)
      assert.isFalse(app.inTransaction)
      assert.equal(app.pragma('busy_timeout', { simple: true }), 0)
      other.exec('COMMIT')
      app.transaction(insert(8)).immediate()
      assert.deepEqual(app.prepare('select n from t').all(), [{ n: 8 }])
    }, 50)
  })

  test('reads and the statements of a transaction run as they are, without a lock to wait for', async ({
    assert,
  }) => {
    await withTwoWriters(async ({ other, app }) => {
      other.exec('BEGIN IMMEDIATE')
      other.prepare('insert into t values (1)').run()
      // WAL: a read does not wait for the writer.
      assert.deepEqual(app.prepare('select count(*) as n from t').get(), { n: 0 })
      other.exec('COMMIT')
      app.exec('BEGIN IMMEDIATE')
      const insert = app.prepare('insert into t values (4)') as unknown as { run: () => unknown }
      assert.deepInclude(insert.run() as object, { changes: 1 })
      app.exec('COMMIT')
      assert.deepEqual(app.prepare('select n from t order by n').all(), [{ n: 1 }, { n: 4 }])
    })
  })
})
