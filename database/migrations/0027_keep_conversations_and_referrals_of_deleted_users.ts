import { BaseSchema } from '@adonisjs/lucid/schema'
import { changePg, onSqlite, rebuildSqlite, type Change } from '#database/foreign_keys'

/**
 * Deleting a member no longer deletes what the other party keeps of them: a
 * message they sent a mentor (or a mentor received from someone who left)
 * keeps its row with the deleted party's id set to NULL, and a referrer keeps
 * the referral of a friend who deleted their account (shown as a former
 * member; the conversion and its reward stay as they were). The same way as
 * 0025 (#database/foreign_keys).
 */

const MESSAGE_PARTIES = ['sender_user_id', 'mentor_user_id']
const REFERRED = ['referred_user_id']

export default class extends BaseSchema {
  static disableTransactions = true

  async up() {
    const keep = (column: string): Change => ({ column, from: 'CASCADE', to: 'SET NULL' })
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        await db.transaction(async (trx) => {
          await changePg(trx, 'mentor_messages', MESSAGE_PARTIES.map(keep))
          await changePg(trx, 'referrals', REFERRED.map(keep))
        })
        return
      }
      await onSqlite(db, async () => {
        await rebuildSqlite(db, 'mentor_messages', MESSAGE_PARTIES.map(keep))
        await rebuildSqlite(db, 'referrals', REFERRED.map(keep))
      })
    })
  }

  /** Back to CASCADE: rows whose party was deleted meanwhile go, as they did before. */
  async down() {
    const cascade = (column: string): Change => ({ column, from: 'SET NULL', to: 'CASCADE' })
    const orphans = [
      'delete from mentor_messages where sender_user_id is null or mentor_user_id is null',
      'delete from referrals where referred_user_id is null',
    ]
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        await db.transaction(async (trx) => {
          for (const sql of orphans) await trx.rawQuery(sql)
          await changePg(trx, 'referrals', REFERRED.map(cascade))
          await changePg(trx, 'mentor_messages', MESSAGE_PARTIES.map(cascade))
        })
        return
      }
      // Deleted with foreign keys on, so what hangs off those referrals goes too.
      for (const sql of orphans) await db.rawQuery(sql)
      await onSqlite(db, async () => {
        await rebuildSqlite(db, 'referrals', REFERRED.map(cascade))
        await rebuildSqlite(db, 'mentor_messages', MESSAGE_PARTIES.map(cascade))
      })
    })
  }
}
