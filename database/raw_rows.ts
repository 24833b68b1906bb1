import db from '@adonisjs/lucid/services/db'

/**
 * The rows of a hand-written SELECT (`?` placeholders), the same on SQLite and
 * PostgreSQL. For small reads made on every request, where compiling a query
 * builder costs more than running the query.
 */
export async function selectRows<Row>(sql: string, bindings: (string | number)[] = []) {
  const result = await db.rawQuery(sql, bindings)
  // better-sqlite3 answers the rows, pg a result that holds them.
  return (Array.isArray(result) ? result : result.rows) as Row[]
}
