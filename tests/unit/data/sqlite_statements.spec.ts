import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { reusePreparedStatements, withStableLimits } from '#database/sqlite_statements'

test.group('SQLite statements (database/sqlite_statements.ts)', () => {
  test('a bound LIMIT or OFFSET is read through a scalar subquery, quoted text is left alone', ({
    assert,
  }) => {
    assert.equal(
      withStableLimits('select * from `users` where `id` = ? limit ?'),
      'select * from `users` where `id` = ? limit (select ?)'
    )
    assert.equal(
      withStableLimits('select * from (select a from t limit ? offset ?) as x LIMIT ? OFFSET ?'),
      'select * from (select a from t limit (select ?) offset (select ?)) as x LIMIT (select ?) OFFSET (select ?)'
    )
    assert.equal(withStableLimits("select 'limit ?' as a limit 1"), "select 'limit ?' as a limit 1")
    assert.equal(
      withStableLimits("select \"offset ?\", `limit ?` from t where b = 'it''s limit ?' limit ?"),
      "select \"offset ?\", `limit ?` from t where b = 'it''s limit ?' limit (select ?)"
    )
    assert.equal(withStableLimits('select * from t where x = ?'), 'select * from t where x = ?')
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
