import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/*
| Changing what a foreign key to users does when the user is deleted (CASCADE
| or SET NULL), for the migrations that keep someone else's history when a
| member leaves (0025, 0027). PostgreSQL changes the columns and constraints
| in place. SQLite cannot change a column or a foreign key: the table is
| rebuilt (new table, copy, drop, rename), its indexes and triggers recreated
| from their stored SQL, with foreign keys paused outside a transaction and
| checked at the end.
*/

export type Change = { column: string; from: 'CASCADE' | 'SET NULL'; to: 'CASCADE' | 'SET NULL' }

export async function changePg(client: QueryClientContract, table: string, changes: Change[]) {
  for (const { column, to } of changes) {
    const constraint = `${table}_${column}_foreign`
    await client.rawQuery(
      `alter table ${table} alter column ${column} ${to === 'SET NULL' ? 'drop' : 'set'} not null`
    )
    await client.rawQuery(`alter table ${table} drop constraint ${constraint}`)
    await client.rawQuery(
      `alter table ${table} add constraint ${constraint} foreign key (${column})
       references users (id) on delete ${to}`
    )
  }
}

/** The CREATE TABLE of `table` with each changed column's nullability and ON DELETE swapped. */
export function rewriteSqlite(sql: string, changes: Change[]) {
  let next = sql
  for (const { column, from, to } of changes) {
    const [nullFrom, nullTo] = to === 'SET NULL' ? ['not null', 'null'] : ['null', 'not null']
    const definition = `\`${column}\` integer ${nullFrom},`
    const foreign = `foreign key(\`${column}\`) references \`users\`(\`id\`) on delete ${from}`
    if (!next.includes(definition) || !next.includes(foreign)) {
      throw new Error(`Unexpected definition of ${column}: ${sql}`)
    }
    next = next
      .replace(definition, `\`${column}\` integer ${nullTo},`)
      .replace(foreign, `foreign key(\`${column}\`) references \`users\`(\`id\`) on delete ${to}`)
  }
  return next
}

/**
 * Rebuilds an SQLite table with the changed CREATE TABLE (and `extra` column
 * added, filled by its `value`, or dropped), keeping its rows, indexes and triggers.
 */
export async function rebuildSqlite(
  client: QueryClientContract,
  table: string,
  changes: Change[],
  extra?: { column: string; definition: string; value?: string; drop?: boolean }
) {
  const objects: { type: string; sql: string }[] = await client.rawQuery(
    `select type, sql from sqlite_master where tbl_name = ? and sql is not null`,
    [table]
  )
  const create = objects.find((object) => object.type === 'table')!.sql
  const rebuilt = `${table}__rebuilt`
  let definition = rewriteSqlite(create, changes).replace(/^CREATE TABLE\s+[`"]?\w+[`"]?\s*/i, '')
  const columns: { name: string }[] = await client.rawQuery(`pragma table_info(\`${table}\`)`)
  let names = columns.map((column) => `\`${column.name}\``)
  let values = [...names]
  if (extra?.drop) {
    if (!definition.includes(`, ${extra.definition}`))
      throw new Error(`No ${extra.column}: ${create}`)
    definition = definition.replace(`, ${extra.definition}`, '')
    names = names.filter((name) => name !== `\`${extra.column}\``)
    values = [...names]
  } else if (extra) {
    // The new column goes after the last column, before the table constraints.
    const at = definition.indexOf(', foreign key(')
    definition = `${definition.slice(0, at)}, ${extra.definition}${definition.slice(at)}`
    names = [...names, `\`${extra.column}\``]
    values = [...values, extra.value!]
  }
  await client.rawQuery(`CREATE TABLE \`${rebuilt}\` ${definition}`)
  await client.rawQuery(
    `insert into \`${rebuilt}\` (${names.join(', ')}) select ${values.join(', ')} from \`${table}\``
  )
  await client.rawQuery(`drop table \`${table}\``)
  await client.rawQuery(`alter table \`${rebuilt}\` rename to \`${table}\``)
  for (const object of objects) {
    if (object.type !== 'table') await client.rawQuery(object.sql)
  }
}

export async function onSqlite(client: QueryClientContract, work: () => Promise<void>) {
  // Foreign keys off (outside a transaction, where the pragma takes effect) so that
  // dropping the old table does not cascade to its children; legacy renaming so
  // that renaming the copy rewrites no other table's trigger or reference.
  await client.rawQuery('pragma foreign_keys = off')
  await client.rawQuery('pragma legacy_alter_table = on')
  try {
    await client.rawQuery('begin')
    await work()
    const broken: unknown[] = await client.rawQuery('pragma foreign_key_check')
    if (broken.length) throw new Error(`Foreign keys broken: ${JSON.stringify(broken)}`)
    await client.rawQuery('commit')
  } catch (error) {
    await client.rawQuery('rollback')
    throw error
  } finally {
    await client.rawQuery('pragma legacy_alter_table = off')
    await client.rawQuery('pragma foreign_keys = on')
  }
}
