/**
 * How the app's SQLite connections (better-sqlite3) prepare statements.
 *
 * Knex prepares every query's SQL again (parsing and planning it: a third of
 * a simple request's database time). A connection keeps its prepared
 * statements by SQL text instead and runs them again with new bindings;
 * SQLite re-prepares one by itself if the schema changed.
 *
 * A bound LIMIT or OFFSET (`limit ?`, which knex writes for every `.first()`,
 * `find()` and page) makes SQLite expire the statement each time the value is
 * bound, so it was parsed and planned again on every run anyway: about 35 µs
 * for a one-row lookup of a wide row that otherwise takes 4. Written as a
 * scalar subquery, `limit (select ?)`, the value is read when the statement
 * runs and the plan is kept. Same rows, same bindings in the same order.
 */

/** Statements kept per connection (the app's queries are a few hundred distinct texts). */
const PREPARED_STATEMENTS = 1000

/** Quoted text (left as it is) or a bound LIMIT/OFFSET. */
const LIMIT_PLACEHOLDER = /'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\b(limit|offset)\s+\?/gi

/** The SQL with each bound LIMIT and OFFSET read by a scalar subquery. */
export function withStableLimits(sql: string) {
  return sql.replace(LIMIT_PLACEHOLDER, (match, keyword?: string) =>
    keyword ? `${keyword} (select ?)` : match
  )
}

type PreparingConnection = { prepare: (sql: string) => unknown }

/** Makes a better-sqlite3 connection keep its statements (see above). */
export function reusePreparedStatements(conn: PreparingConnection) {
  const prepare = conn.prepare.bind(conn)
  const statements = new Map<string, unknown>()
  conn.prepare = (sql: string) => {
    let statement = statements.get(sql)
    if (statement === undefined) {
      statement = prepare(withStableLimits(sql))
      statements.set(sql, statement)
      if (statements.size > PREPARED_STATEMENTS) statements.delete(statements.keys().next().value!)
    }
    return statement
  }
}
