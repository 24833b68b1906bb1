import { BaseSchema } from '@adonisjs/lucid/schema'
import { changePg, onSqlite, rebuildSqlite, type Change } from '#database/foreign_keys'

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

const SESSION_PARTIES = ['mentor_user_id', 'mentee_user_id']
const AUTHOR_ROLE = {
  column: 'author_role',
  definition: `\`author_role\` text check (\`author_role\` in ('mentor', 'mentee')) not null`,
}
const AUTHOR_ROLE_BACKFILL = `case when author_user_id = (select mentor_user_id from mentoring_sessions
  where mentoring_sessions.id = feedbacks.session_id) then 'mentor' else 'mentee' end`

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
