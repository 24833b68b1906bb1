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

/** An identifier as SQLite may have stored it: bare, or quoted with backticks, "" or []. */
function identifier(name: string) {
  return `(?<!\\w)[\`"\\[]?${name}(?!\\w)[\`"\\]]?`
}

/**
 * A column's "integer null" (or "not null") and its foreign key to users, in
 * any of the ways the stored CREATE TABLE may spell them: as these migrations
 * wrote it ("foreign key(x) references users(id) on delete CASCADE"), or as
 * knex wrote it back after rebuilding the table for a later migration (SQLite
 * drops a column that way): "FOREIGN KEY (x) REFERENCES users (id) ON DELETE CASCADE".
 */
function columnPattern(column: string) {
  return new RegExp(`(${identifier(column)}\\s+integer\\s+)(not\\s+null|null)(?=\\s*,)`, 'i')
}
function foreignKeyPattern(column: string) {
  return new RegExp(
    `(foreign\\s+key\\s*\\(\\s*${identifier(column)}\\s*\\)\\s*references\\s*${identifier('users')}` +
      `\\s*\\(\\s*${identifier('id')}\\s*\\)\\s*on\\s+delete\\s+)(cascade|set\\s+null)`,
    'i'
  )
}
const words = (text: string) => text.toLowerCase().replace(/\s+/g, ' ')

/** The CREATE TABLE of `table` with each changed column's nullability and ON DELETE swapped. */
export function rewriteSqlite(sql: string, changes: Change[]) {
  let next = sql
  for (const { column, from, to } of changes) {
    const [nullFrom, nullTo] = to === 'SET NULL' ? ['not null', 'null'] : ['null', 'not null']
    const definition = next.match(columnPattern(column))
    const foreign = next.match(foreignKeyPattern(column))
    if (
      !definition ||
      !foreign ||
      words(definition[2]) !== nullFrom ||
      words(foreign[2]) !== words(from)
    ) {
      throw new Error(`Unexpected definition of ${column}: ${sql}`)
    }
    next = next
      .replace(columnPattern(column), `$1${nullTo}`)
      .replace(foreignKeyPattern(column), `$1${to}`)
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
  if (extra?.drop) {
    // SQLite takes the column out of the stored CREATE TABLE itself, however it is spelled there.
    await client.rawQuery(`alter table \`${table}\` drop column \`${extra.column}\``)
  }
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
  if (extra && !extra.drop) {
    // The new column goes after the last column, before the table constraints.
    const at = definition.search(/,\s*(constraint\s+\S+\s+)?foreign\s+key\s*\(/i)
    if (at === -1) throw new Error(`No foreign key in ${create}`)
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
