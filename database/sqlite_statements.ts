import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises'

/**
 * How the app's SQLite connections (better-sqlite3) prepare statements.
 *
 * Knex prepares every query's SQL again (parsing and planning it: a third of
 * a simple request's database time). A connection keeps its prepared
 * statements by SQL text instead and runs them again with new bindings;
 * SQLite re-prepares one by itself if the schema changed.
 *
 * A kept statement is still parsed and planned again each time some bound
 * values change, because SQLite plans with those values in a few cases:
 *   - a bound LIMIT or OFFSET (`limit ?`, which knex writes for every
 *     `.first()`, `find()` and page): about 35 µs for a one-row lookup of a
 *     wide row that otherwise takes 4;
 *   - a value compared with a column that a join or a subquery makes equal
 *     to another (`users.id = ?` with `users.id = mentor_profiles.user_id`),
 *     or with a column that a partial index's condition names (the live
 *     sessions' `status in (?, ?)`): the booking's mentor lookup took 68 µs
 *     instead of 7, its credits count 130 instead of 74.
 * So each bound value is written as an expression the planner does not look
 * into: `limit (select ?)`, a scalar subquery, and `+?` elsewhere (unary plus:
 * the same value, type and affinity, and an index on the compared column is
 * used as before). Same rows, same bindings in the same order; the plans of
 * the app's queries on the benchmark data set came out the same.
 */

/** Statements kept per connection (the app's queries are a few hundred distinct texts). */
const PREPARED_STATEMENTS = 1000

/** Quoted text (left as it is), a bound LIMIT/OFFSET, or another bound value. */
const PLACEHOLDER = /'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\b(limit|offset)\s+\?|\?/gi

/** The SQL with bound values the planner does not plan with (see above). */
export function withStableBindings(sql: string) {
  return sql.replace(PLACEHOLDER, (match, keyword?: string) => {
    if (keyword) return `${keyword} (select ?)`
    return match === '?' ? '+?' : match
  })
}

type PreparingConnection = { prepare: (sql: string) => unknown }

/** Makes a better-sqlite3 connection keep its statements (see above). */
export function reusePreparedStatements(conn: PreparingConnection) {
  const prepare = conn.prepare.bind(conn)
  const statements = new Map<string, unknown>()
  conn.prepare = (sql: string) => {
    let statement = statements.get(sql)
    if (statement === undefined) {
      statement = prepare(withStableBindings(sql))
      statements.set(sql, statement)
      if (statements.size > PREPARED_STATEMENTS) statements.delete(statements.keys().next().value!)
    }
    return statement
  }
}

/**
 * How the app's SQLite connections wait for the write lock.
 *
 * SQLite has one writer for the whole database. With several app processes
 * on one file, a write that finds the lock taken waits in SQLite's busy
 * handler: it sleeps 1, 2, 5, 10... ms, and better-sqlite3 being synchronous,
 * the process serves nothing meanwhile, every other request included (under
 * booking load, one write in six slept, up to 37 ms). A connection wrapped
 * here waits on the event loop instead, like Rails' SQLite adapter:
 *   - the transactions knex begins take the write lock at BEGIN (BEGIN
 *     IMMEDIATE), so a transaction can only find the lock taken before it
 *     has read or changed anything, where trying again is safe;
 *   - the connection has no busy handler (`busy_timeout = 0`): that BEGIN,
 *     and a write outside a transaction, that find the lock taken fail at
 *     once, and are tried again after the process's pending work
 *     (setImmediate, then every millisecond), up to `timeoutMs`, then fail
 *     with SQLite's own SQLITE_BUSY, as the busy handler did. Statements
 *     inside the transaction hold the lock already.
 * Reads never wait for the writer (WAL; and once a connection has opened the
 * WAL, which the pool's `journal_mode` pragma does, no other process can
 * hold the whole file).
 * The busy timeout is set once: switching it off around each write cost two
 * PRAGMA statements, compiled each time (SQLite applies it when it compiles
 * one), 4 % of a booking's CPU. A transaction that other code runs with
 * better-sqlite3's own `transaction()` (the database rate limiter's) waits in
 * SQLite's busy handler as before, up to `timeoutMs`: it is synchronous, and
 * its statements cannot be tried again on their own. `exec('BEGIN')` is
 * refused at once when another process writes: go through knex.
 */
type BusyStatement = {
  readonly: boolean
  run: (...bindings: unknown[]) => unknown
  all: (...bindings: unknown[]) => unknown
  get: (...bindings: unknown[]) => unknown
}
type Transaction = ((...args: unknown[]) => unknown) & {
  deferred: (...args: unknown[]) => unknown
  immediate: (...args: unknown[]) => unknown
  exclusive: (...args: unknown[]) => unknown
}
type LockingConnection = {
  prepare: (sql: string) => unknown
  pragma: (source: string) => unknown
  transaction: (work: (...args: unknown[]) => unknown) => Transaction
  readonly inTransaction: boolean
}

/** knex's BEGIN (a deferred transaction: it would take the lock at its first write). */
const KNEX_BEGIN = /^\s*begin(\s+deferred)?(\s+transaction)?\s*;?\s*$/i

function isBusy(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY')
}

export function waitForWriteLockOnEventLoop(
  conn: LockingConnection,
  { timeoutMs = 5000 }: { timeoutMs?: number } = {}
) {
  const prepare = conn.prepare.bind(conn)
  conn.pragma('busy_timeout = 0')

  /** Runs other code's transaction with SQLite's busy handler on (see above). */
  const withBusyHandler =
    (run: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      conn.pragma(`busy_timeout = ${timeoutMs}`)
      try {
        return run(...args)
      } finally {
        conn.pragma('busy_timeout = 0')
      }
    }
  const transaction = conn.transaction.bind(conn)
  conn.transaction = (work) => {
    const made = transaction(work)
    return Object.assign(withBusyHandler(made), {
      deferred: withBusyHandler(made.deferred),
      immediate: withBusyHandler(made.immediate),
      exclusive: withBusyHandler(made.exclusive),
    })
  }

  const tryUntilFree = async (call: () => unknown, deadline: number) => {
    for (let attempt = 0; ; attempt++) {
      await (attempt < 2 ? nextTurn() : sleep(1))
      try {
        return call()
      } catch (error) {
        if (!isBusy(error) || performance.now() >= deadline) throw error
      }
    }
  }
  /** The statement's method, or a promise of its result if the lock is taken. */
  const taking =
    (statement: BusyStatement, method: 'run' | 'all' | 'get') =>
    (...bindings: unknown[]) => {
      try {
        return statement[method](...bindings)
      } catch (error) {
        // Inside a transaction the lock is held already (or, begun by other code, refused).
        if (!isBusy(error) || conn.inTransaction) throw error
        const later = tryUntilFree(
          () => statement[method](...bindings),
          performance.now() + timeoutMs
        )
        // Knex awaits it; other code calling better-sqlite3 synchronously (the database rate
        // limiter's delete) drops it: its failure must not become an unhandled rejection.
        later.catch(() => {})
        return later
      }
    }

  conn.prepare = (sql: string) => {
    const begins = KNEX_BEGIN.test(sql)
    const statement = prepare(begins ? 'BEGIN IMMEDIATE' : sql) as BusyStatement
    if (statement.readonly && !begins) return statement
    const methods = {
      run: taking(statement, 'run'),
      all: taking(statement, 'all'),
      get: taking(statement, 'get'),
    }
    // Chained settings (`pluck()`, `raw()`, `safeIntegers()`) answer the wrapped statement.
    const wrapped: BusyStatement = new Proxy(statement, {
      get(target, key) {
        if (key === 'run' || key === 'all' || key === 'get') return methods[key]
        const value = Reflect.get(target, key)
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          const result = value.apply(target, args)
          return result === target ? wrapped : result
        }
      },
    })
    return wrapped
  }
}
