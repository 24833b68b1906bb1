import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Responsive mentors (issue 32): the nudge a mentor gets about a request left
 * unanswered (claimed once, like reminder_sent_at), and on the profile the
 * pause of a mentor who lets requests expire, the run of expiries that leads
 * to it, and how fast the mentor usually confirms (the cards show it).
 *
 * The catalogue's token (migration 0017) changes when a mentor is paused or
 * resumed or their usual answer time moves, so the in-memory list hides,
 * shows or relabels them at the next request. Row triggers that fire only on
 * a real change: the tick writes the same figures again and again.
 */
const PROFILE_COLUMNS = ['paused_at', 'confirm_median_minutes'] as const

export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('mentoring_sessions', (table) => {
      // Set when the mentor's nudge about this unanswered request was claimed.
      table.timestamp('nudge_sent_at', { useTz: true }).nullable()
    })
    this.schema.alterTable('mentor_profiles', (table) => {
      // Set while the mentor is paused (out of the list, search, matching and booking).
      table.timestamp('paused_at', { useTz: true }).nullable()
      // Why: 'expiries' (requests left to expire) or 'noShows'.
      table.string('paused_reason', 16).nullable()
      // Requests of theirs that expired since their last confirmation (or resume).
      table.integer('expiries_in_a_row').notNullable().defaultTo(0)
      // Median minutes from request to confirmation over the last days; null: too few.
      table.integer('confirm_median_minutes').nullable()
    })
    this.defer(async (db) => {
      if (db.dialect.name === 'postgres') {
        for (const column of PROFILE_COLUMNS) {
          // bump_catalogue_version() is 0017's function (sets a new random token).
          await db.rawQuery(
            `create trigger mentor_profiles_${column}_catalogue after update of ${column} on mentor_profiles
             for each row when (old.${column} is distinct from new.${column})
             execute function bump_catalogue_version()`
          )
        }
        return
      }
      for (const column of PROFILE_COLUMNS) {
        await db.rawQuery(
          `create trigger mentor_profiles_${column}_catalogue after update of ${column} on mentor_profiles
           when old.${column} is not new.${column}
           begin update catalogue_versions set token = lower(hex(randomblob(16))); end`
        )
      }
    })
  }

  async down() {
    this.defer(async (db) => {
      const postgres = db.dialect.name === 'postgres'
      for (const column of PROFILE_COLUMNS) {
        await db.rawQuery(
          `drop trigger if exists mentor_profiles_${column}_catalogue${postgres ? ' on mentor_profiles' : ''}`
        )
      }
      // Raw drops: SQLite's knex rebuilds the table for dropColumn and loses its triggers.
      const drops: [string, string[]][] = [
        ['mentoring_sessions', ['nudge_sent_at']],
        [
          'mentor_profiles',
          ['paused_at', 'paused_reason', 'expiries_in_a_row', 'confirm_median_minutes'],
        ],
      ]
      for (const [table, columns] of drops) {
        for (const column of columns) {
          await db.rawQuery(`alter table ${table} drop column ${column}`)
        }
      }
    })
  }
}
