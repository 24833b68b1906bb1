import { BaseSchema } from '@adonisjs/lucid/schema'
import { DATA_EXPORT_STATUSES } from '#business/accounts'

/**
 * Members' copies of their data (Settings > Privacy and data): one row per archive asked for,
 * pending while the queue builds it, then ready (its file on the private `dataExports` disk,
 * until `expires_at`) or failed. At most one pending per member, held by the database itself
 * so that two requests at once cannot both start one.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('data_exports', (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.enum('status', DATA_EXPORT_STATUSES).notNullable()
      table.string('file_key', 200).nullable()
      table.timestamp('requested_at', { useTz: true }).notNullable()
      table.timestamp('ready_at', { useTz: true }).nullable()
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.index(['user_id', 'requested_at'])
      table.index(['expires_at'])
    })
    // A partial unique index: the same statement in PostgreSQL and SQLite.
    this.schema.raw(
      `create unique index data_exports_one_pending on data_exports (user_id) where status = 'pending'`
    )
  }

  async down() {
    this.schema.dropTable('data_exports')
  }
}
