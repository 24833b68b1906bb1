import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Deleting a user no longer deletes the other party's history: a session
 * keeps its row with the deleted party's id set to NULL (read as "former
 * member"), and so does the feedback the deleted person left (the mentor's
 * rating keeps it). `feedbacks.author_role` says which side wrote it, since
 * the author's id may now be gone. The deleted person's private notes and
 * reschedule proposals still go with them (only pending proposals are ever
 * read, and the deletion cancels their upcoming sessions first).
 *
 * PostgreSQL changes the columns and constraints in place. SQLite cannot
 * change a column or a foreign key: the two tables are rebuilt (new table,
 * copy, drop, rename), their indexes and triggers (the slot_versions triggers
 * of 0021) recreated from their stored SQL, with foreign keys paused outside
 * a transaction (as in 0019) and checked at the end.
 */

type Change = { column: string; from: 'CASCADE' | 'SET NULL'; to: 'CASCADE' | 'SET NULL' }

const SESSION_PARTIES = ['mentor_user_id', 'mentee_user_id']
const AUTHOR_ROLE = {
  column: 'author_role',
  definition: `\`author_role\` text check (\`author_role\` in ('mentor', 'mentee')) not null`,
}
const AUTHOR_ROLE_BACKFILL = `case when author_user_id = (select mentor_user_id from mentoring_sessions
  where mentoring_sessions.id = feedbacks.session_id) then 'mentor' else 'mentee' end`

async function changePg(client: QueryClientContract, table: string, changes: Change[]) {
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
function rewriteSqlite(sql: string, changes: Change[]) {
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
async function rebuildSqlite(
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

async function onSqlite(client: QueryClientContract, work: () => Promise<void>) {
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

export default class extends BaseSchema {
  static disableTransactions = true

  async up() {
    const keep = (column: string): Change => ({ column, from: 'CASCADE', to: 'SET NULL' })
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        await db.transaction(async (trx) => {
          await changePg(trx, 'mentoring_sessions', SESSION_PARTIES.map(keep))
          await trx.rawQuery(
            `alter table feedbacks add column author_role varchar(6) null
             check (author_role in ('mentor', 'mentee'))`
          )
          await trx.rawQuery(`update feedbacks set author_role = ${AUTHOR_ROLE_BACKFILL}`)
          await trx.rawQuery('alter table feedbacks alter column author_role set not null')
          await changePg(trx, 'feedbacks', [keep('author_user_id')])
        })
        return
      }
      await onSqlite(db, async () => {
        await rebuildSqlite(db, 'mentoring_sessions', SESSION_PARTIES.map(keep))
        await rebuildSqlite(db, 'feedbacks', [keep('author_user_id')], {
          ...AUTHOR_ROLE,
          value: AUTHOR_ROLE_BACKFILL,
        })
      })
    })
  }

  /** Back to CASCADE: rows whose party was deleted meanwhile go, as they did before. */
  async down() {
    const cascade = (column: string): Change => ({ column, from: 'SET NULL', to: 'CASCADE' })
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        await db.transaction(async (trx) => {
          await trx.rawQuery('delete from feedbacks where author_user_id is null')
          await trx.rawQuery(
            'delete from mentoring_sessions where mentor_user_id is null or mentee_user_id is null'
          )
          await changePg(trx, 'feedbacks', [cascade('author_user_id')])
          await trx.rawQuery('alter table feedbacks drop column author_role')
          await changePg(trx, 'mentoring_sessions', SESSION_PARTIES.map(cascade))
        })
        return
      }
      // Deleted with foreign keys on, so what hangs off those sessions goes too.
      await db.rawQuery('delete from feedbacks where author_user_id is null')
      await db.rawQuery(
        'delete from mentoring_sessions where mentor_user_id is null or mentee_user_id is null'
      )
      await onSqlite(db, async () => {
        await rebuildSqlite(db, 'feedbacks', [cascade('author_user_id')], {
          ...AUTHOR_ROLE,
          drop: true,
        })
        await rebuildSqlite(db, 'mentoring_sessions', SESSION_PARTIES.map(cascade))
      })
    })
  }
}
