import { BaseSchema } from '@adonisjs/lucid/schema'
import { CALENDAR_PROVIDERS } from '#business/sessions'

/**
 * A mentor's availability: weekly rules and dated exceptions, both in the
 * mentor's own time zone (users.timezone), and the connected calendar.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('schedule_entries', (table) => {
      table.increments('id').notNullable()
      table
        .integer('mentor_profile_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('mentor_profiles')
        .onDelete('CASCADE')
      // ISO day of week: Monday = 1 .. Sunday = 7.
      table.smallint('day_of_week').notNullable()
      // Local wall-clock times 'HH:mm'.
      table.string('start_time', 5).notNullable()
      table.string('end_time', 5).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['mentor_profile_id', 'day_of_week', 'start_time'], {
        indexName: 'schedule_entries_mentor_day_start_unique',
      })
    })

    this.schema.createTable('schedule_exceptions', (table) => {
      table.increments('id').notNullable()
      table
        .integer('mentor_profile_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('mentor_profiles')
        .onDelete('CASCADE')
      // A calendar date in the mentor's time zone.
      table.date('date').notNullable()
      table.string('reason', 200).nullable()
      // Both NULL: unavailable all day; otherwise available only in 'HH:mm'..'HH:mm'.
      table.string('available_start', 5).nullable()
      table.string('available_end', 5).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['mentor_profile_id', 'date'])
    })

    this.schema.createTable('calendar_connections', (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.enum('provider', CALENDAR_PROVIDERS).notNullable()
      table.string('account_email', 254).nullable()
      // Encrypted with the app's encryption service.
      table.text('access_token').notNullable()
      table.text('refresh_token').nullable()
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.string('calendar_id', 255).nullable()
      table.timestamp('connected_at', { useTz: true }).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable('calendar_connections')
    this.schema.dropTable('schedule_exceptions')
    this.schema.dropTable('schedule_entries')
  }
}
