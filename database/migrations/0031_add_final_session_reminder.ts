import { BaseSchema } from '@adonisjs/lucid/schema'
import { EMAIL_PREFERENCE_DEFAULTS } from '#business/accounts'

/**
 * The last reminder before a session (SESSION_RULES.finalReminderHoursBefore,
 * with the join link): claimed once per session like the day-before one
 * (reminder_sent_at), and a user setting to turn it off on its own.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('mentoring_sessions', (table) => {
      table.timestamp('final_reminder_sent_at', { useTz: true }).nullable()
    })
    this.schema.alterTable('users', (table) => {
      table
        .boolean('email_final_reminders')
        .notNullable()
        .defaultTo(EMAIL_PREFERENCE_DEFAULTS.final_reminders)
    })
  }

  async down() {
    // Raw DROP COLUMN: knex's SQLite rebuild of mentoring_sessions would lose the
    // slot-version triggers of 0021.
    this.schema.raw('ALTER TABLE mentoring_sessions DROP COLUMN final_reminder_sent_at')
    this.schema.raw('ALTER TABLE users DROP COLUMN email_final_reminders')
  }
}
