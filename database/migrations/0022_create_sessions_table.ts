import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Sessions kept on the server (SESSION_DRIVER=database, the embedded
 * default): signing out deletes the row, so a copy of the cookie taken
 * before signs nobody in. The table is @adonisjs/session's own.
 */
export default class extends BaseSchema {
  protected tableName = 'sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id').primary()
      table.text('data').notNullable()
      table.string('user_id').nullable().index()
      table.timestamp('expires_at').notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
