import { BaseSchema } from '@adonisjs/lucid/schema'
import { SLOT_HOLD_STATUSES } from '#business/sessions'

/**
 * The waiting line for a full mentor (scheduling's): a mentee's place in a mentor's line (one
 * per pair, in the order of asking: the id), and the holds that keep a freed slot for the
 * mentee at the head of the line for a while. One held slot per mentor at a time, held by the
 * database itself (a partial unique index), so two offers at once cannot both hold one.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('waiting_line_entries', (table) => {
      table.increments('id').notNullable()
      table
        .integer('mentor_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('mentee_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['mentor_user_id', 'mentee_user_id'])
      table.index(['mentee_user_id'])
    })
    this.schema.createTable('slot_holds', (table) => {
      table.increments('id').notNullable()
      table
        .integer('mentor_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('mentee_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.timestamp('starts_at', { useTz: true }).notNullable()
      table.timestamp('ends_at', { useTz: true }).notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.enum('status', SLOT_HOLD_STATUSES).notNullable()
      table
        .integer('session_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('mentoring_sessions')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['mentee_user_id'])
      // The tick's look for holds whose time ran out.
      table.index(['status', 'expires_at'])
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `create unique index slot_holds_one_held_per_mentor on slot_holds (mentor_user_id) where status = 'held'`
      )
    })
  }

  async down() {
    this.schema.dropTable('slot_holds')
    this.schema.dropTable('waiting_line_entries')
  }
}
