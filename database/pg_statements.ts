/**
 * How the app's PostgreSQL connections (pg) send statements.
 *
 * Knex sends each query as an unnamed statement: PostgreSQL parses, analyses
 * and plans its text again every time. A connection wrapped here names each
 * text with bound values the first time it sends it (s1, s2... per
 * connection), so PostgreSQL keeps it parsed and, after a few runs, may keep a
 * generic plan; later runs send only the values. Statements without values
 * (BEGIN, COMMIT...) stay simple queries, as they were.
 *
 * A kept statement whose result columns a migration changed (`select *` of a
 * table that gained a column) fails once with "cached plan must not change
 * result type" (0A000): that text is not named again on the connection, and
 * the query is sent again unnamed if no transaction was open (inside one, the
 * transaction has failed already; its caller sees the error).
 */

type QueryConfig = { text?: unknown; values?: unknown; name?: unknown }
type Callback = (error: (Error & { code?: string }) | null, result?: unknown) => void
type PgClient = {
  query: (...args: any[]) => unknown
  getTransactionStatus?: () => string | null
}

/** Texts named per connection, at most (the app's queries are a few hundred distinct texts). */
const NAMED_STATEMENTS = 1000

/** PostgreSQL's "cached plan must not change result type". */
const CACHED_PLAN_CHANGED = '0A000'

export function keepPgStatements(client: PgClient, { limit = NAMED_STATEMENTS } = {}) {
  const query = client.query.bind(client)
  /** The name of each text sent, or null for a text never to name. */
  const names = new Map<string, string | null>()
  let sent = 0

  client.query = (config: unknown, ...rest: unknown[]) => {
    const callback = rest[0]
    if (
      rest.length !== 1 ||
      typeof callback !== 'function' ||
      config === null ||
      typeof config !== 'object' ||
      !isUnnamedWithValues(config as QueryConfig)
    ) {
      return query(config, ...rest)
    }
    const text = (config as { text: string }).text
    let name = names.get(text)
    if (name === undefined) {
      name = names.size < limit ? `s${++sent}` : null
      names.set(text, name)
    }
    if (name === null) return query(config, callback)
    const idle = client.getTransactionStatus?.() === 'I'
    return query({ ...config, name }, (error: Parameters<Callback>[0], result: unknown) => {
      if (error?.code === CACHED_PLAN_CHANGED) {
        names.set(text, null)
        if (idle) return query(config, callback)
      }
      ;(callback as Callback)(error, result)
    })
  }
}

function isUnnamedWithValues(config: QueryConfig) {
  return (
    typeof config.text === 'string' &&
    config.name === undefined &&
    Array.isArray(config.values) &&
    config.values.length > 0
  )
}
