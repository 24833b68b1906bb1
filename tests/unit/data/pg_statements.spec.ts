import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { keepPgStatements } from '#database/pg_statements'

type Sent = { text?: string; values?: unknown[]; name?: string }
type Callback = (error: Error | null, result?: unknown) => void

/**
 * A connection that answers like pg's Client: each query's config is recorded;
 * `fail` makes the next named query fail with that SQLSTATE.
 */
function recordingClient() {
  const sent: Sent[] = []
  const client = {
    status: 'I',
    fail: null as string | null,
    getTransactionStatus: () => client.status,
    query: (config: Sent, callback: Callback) => {
      sent.push(config)
      const code = config.name ? client.fail : null
      if (code) client.fail = null
      setImmediate(() =>
        code
          ? callback(Object.assign(new Error('cached plan must not change result type'), { code }))
          : callback(null, { rows: [{ sent: sent.length }] })
      )
    },
  }
  return { client, sent }
}

function send(client: { query: (...args: any[]) => unknown }, config: Sent) {
  return new Promise<unknown>((resolve, reject) =>
    client.query(config, (error: Error | null, result: unknown) =>
      error ? reject(error) : resolve(result)
    )
  )
}

/** A kept client that has sent one statement with values (named s1). */
async function keptOnce() {
  const { client, sent } = recordingClient()
  keepPgStatements(client)
  const config = { text: 'select * from users where id = $1', values: [1] }
  await send(client, config)
  return { client, sent, config }
}

test.group('PostgreSQL statements (database/pg_statements.ts)', () => {
  test('a text with values is named the first time and sent under that name again; one without stays a simple query', async ({
    assert,
  }) => {
    const { client, sent } = recordingClient()
    keepPgStatements(client)
    await send(client, { text: 'select * from users where id = $1', values: [1] })
    await send(client, { text: 'select * from users where email = $1', values: ['a@b.c'] })
    await send(client, { text: 'select * from users where id = $1', values: [2] })
    await send(client, { text: 'BEGIN;', values: [] })
    await send(client, { text: 'select * from users where id = $1', values: [3], name: 'mine' })
    assert.deepEqual(
      sent.map(({ name, values }) => [name, values]),
      [
        ['s1', [1]],
        ['s2', ['a@b.c']],
        ['s1', [2]],
        [undefined, []],
        ['mine', [3]],
      ]
    )
  })

  test('past the limit a new text is sent unnamed', async ({ assert }) => {
    const { client, sent } = recordingClient()
    keepPgStatements(client, { limit: 2 })
    for (const id of [1, 2, 3, 1]) {
      await send(client, { text: `select ${id} where $1::int > 0`, values: [id] })
    }
    assert.deepEqual(
      sent.map(({ name }) => name),
      ['s1', 's2', undefined, 's1']
    )
  })

  test('a statement a migration changed (0A000) is sent again unnamed outside a transaction, and never named again', async ({
    assert,
  }) => {
    const { client, sent, config } = await keptOnce()
    client.fail = '0A000'
    assert.deepEqual(await send(client, config), { rows: [{ sent: 3 }] })
    await send(client, config)
    assert.deepEqual(
      sent.map(({ name }) => name),
      ['s1', 's1', undefined, undefined]
    )
  })

  test('inside a transaction the 0A000 error reaches the caller (the transaction has failed)', async ({
    assert,
  }) => {
    const { client, sent, config } = await keptOnce()
    client.status = 'T'
    client.fail = '0A000'
    await assert.rejects(() => send(client, config), /cached plan must not change result type/)
    client.status = 'I'
    await send(client, config)
    assert.deepEqual(
      sent.map(({ name }) => name),
      ['s1', 's1', undefined]
    )
  })

  test("the app's connection answers a kept statement with the same rows each time", async ({
    assert,
  }) => {
    const connection = db.connection()
    const postgres = connection.dialect.name === 'postgres'
    await connection.transaction(async (trx) => {
      const sql = postgres ? 'select ?::int * 2 as n, ?::text as t' : 'select ? * 2 as n, ? as t'
      for (const value of [1, 2, 3]) {
        const result = await trx.rawQuery(sql, [value, `v${value}`])
        const rows = Array.isArray(result) ? result : result.rows
        assert.deepEqual(rows, [{ n: value * 2, t: `v${value}` }])
      }
      if (postgres) {
        // On PostgreSQL the text is kept by the server, under one name on this connection.
        const kept = await trx.rawQuery(
          "select name from pg_prepared_statements where statement = 'select $1::int * 2 as n, $2::text as t'"
        )
        assert.lengthOf(kept.rows, 1)
        assert.match(kept.rows[0].name, /^s\d+$/)
      }
    })
  })

  test("a kept statement of the app's connection answers with a column a migration added", async ({
    assert,
  }) => {
    const connection = db.connection()
    const postgres = connection.dialect.name === 'postgres'
    // One connection of the pool, outside any transaction, as a request's query has it.
    const knex = connection.getWriteClient()
    const raw = await knex.client.acquireConnection()
    const run = async (sql: string, values: (string | number)[] = []) => {
      const result = await knex.raw(sql, values).connection(raw)
      return Array.isArray(result) ? result : result.rows
    }
    try {
      await run('create table kept_statement_probe (id integer primary key, a text)')
      await run("insert into kept_statement_probe (id, a) values (1, 'one')")
      const select = 'select * from kept_statement_probe where id = ?'
      assert.deepEqual(await run(select, [1]), [{ id: 1, a: 'one' }])
      assert.deepEqual(await run(select, [1]), [{ id: 1, a: 'one' }])
      await run('alter table kept_statement_probe add column b integer')
      // PostgreSQL refuses the kept plan (0A000): the query goes again unnamed.
      assert.deepEqual(await run(select, [1]), [{ id: 1, a: 'one', b: null }])
      assert.deepEqual(await run(select, [1]), [{ id: 1, a: 'one', b: null }])
      if (postgres) {
        const kept = await run(
          "select count(*)::int as n from pg_prepared_statements where statement like '%kept_statement_probe where id = $1'"
        )
        // Named once, before the column came; not named again after.
        assert.deepEqual(kept, [{ n: 1 }])
      }
    } finally {
      await run('drop table if exists kept_statement_probe')
      await knex.client.releaseConnection(raw)
    }
  })
})
