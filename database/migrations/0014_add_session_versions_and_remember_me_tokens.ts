import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Sign-in sessions that can be ended everywhere at once.
 *
 * - users.session_version: every session stores the version it was created
 *   with; bumping it (password reset) ends all of them, whichever store
 *   (cookie, Redis) holds them.
 * - remember_me_tokens: "remember me" tokens in the shape @adonisjs/auth
 *   expects (only the SHA-256 hash of the token is stored; rotated on use).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.integer('session_version').notNullable().defaultTo(0)
    })

    this.schema.createTable('remember_me_tokens', (table) => {
      table.increments('id').notNullable()
      table
        .integer('tokenable_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('hash', 255).notNullable().unique()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.index(['tokenable_id'])
    })
  }

  async down() {
    this.schema.dropTable('remember_me_tokens')
    this.schema.alterTable('users', (table) => {
      table.dropColumn('session_version')
    })
  }
}
