import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Scheduling: markers that make the scheduled work idempotent (a reminder or a
 * feedback request is claimed by setting its marker before it is sent), the
 * row every booking of a user locks first (bookings of one mentor, and of one
 * mentee, are serialised on it in both databases), and the calendar sync state.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('mentoring_sessions', (table) => {
      // Set when the 24 h reminder was claimed; cleared when the session moves.
      table.timestamp('reminder_sent_at', { useTz: true }).nullable()
      // Set when the feedback request after the end was claimed.
      table.timestamp('feedback_requested_at', { useTz: true }).nullable()
      table.timestamp('completed_at', { useTz: true }).nullable()
      // The mentee's zone at booking (e-mails and quotas use it).
      table.string('mentee_timezone', 64).nullable()
      table.index(['status', 'ends_at'])
    })

    // One row per user that has booked or been booked. A booking transaction
    // first upserts the rows of both parties (lowest user id first): in
    // PostgreSQL that is a row lock held until commit; in SQLite the write
    // takes the database's write lock at once. Either way overlapping
    // bookings of one mentor, and quota use of one mentee, run one at a time.
    this.schema.createTable('booking_guards', (table) => {
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .primary()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.bigInteger('version').notNullable().defaultTo(0)
    })

    this.schema.alterTable('calendar_connections', (table) => {
      // Last failure talking to the provider; NULL when the last call worked.
      table.timestamp('last_error_at', { useTz: true }).nullable()
      table.string('last_error', 500).nullable()
      table.string('scopes', 500).nullable()
    })
  }

  async down() {
    this.schema.alterTable('calendar_connections', (table) => {
      table.dropColumn('last_error_at')
      table.dropColumn('last_error')
      table.dropColumn('scopes')
    })
    this.schema.dropTable('booking_guards')
    this.schema.alterTable('mentoring_sessions', (table) => {
      table.dropIndex(['status', 'ends_at'])
      table.dropColumn('reminder_sent_at')
      table.dropColumn('feedback_requested_at')
      table.dropColumn('completed_at')
      table.dropColumn('mentee_timezone')
    })
  }
}
