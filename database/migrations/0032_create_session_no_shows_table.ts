import { BaseSchema } from '@adonisjs/lucid/schema'
import { NO_SHOW_PARTIES, NO_SHOW_STATUSES } from '#business/sessions'

/**
 * No-shows (scheduling's): a party of a completed session reports that the other did not show
 * up; the reported party may dispute it; it is settled once (`settled_at`: the credit rule
 * applied) when the dispute window passes undisputed or an admin decides. One per session, held
 * by the database itself so that two reports at once cannot both be stored.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('session_no_shows', (table) => {
      table.increments('id').notNullable()
      table
        .integer('session_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('mentoring_sessions')
        .onDelete('CASCADE')
      table
        .integer('reporter_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.enum('absent_party', NO_SHOW_PARTIES).notNullable()
      table.text('report_note').nullable()
      table.timestamp('reported_at', { useTz: true }).notNullable()
      table.timestamp('disputed_at', { useTz: true }).nullable()
      table.text('dispute_note').nullable()
      table.enum('status', NO_SHOW_STATUSES).notNullable()
      table
        .integer('decided_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('decided_at', { useTz: true }).nullable()
      table.text('decision_note').nullable()
      table.timestamp('settled_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      // The tick's claim (open reports by age) and the console's queue (disputes).
      table.index(['status', 'reported_at'])
    })
  }

  async down() {
    this.schema.dropTable('session_no_shows')
  }
}
