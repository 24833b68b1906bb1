import { BaseSchema } from '@adonisjs/lucid/schema'
import { AUTH_TOKEN_PURPOSES, COMPANY_SIZES, DISCOVERY_SOURCES } from '#business/accounts'

/**
 * Accounts: onboarding answers and single-use e-mailed tokens.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('onboarding_answers', (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('location', 160).nullable()
      // NULL: the user answered "no company".
      table.string('company_name', 160).nullable()
      table.enum('company_size', COMPANY_SIZES).nullable()
      table.string('role', 120).nullable()
      table.text('growth_challenge').nullable()
      table.enum('discovery_source', DISCOVERY_SOURCES).nullable()
      table.string('discovery_source_other', 200).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })

    this.schema.createTable('auth_tokens', (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.enum('purpose', AUTH_TOKEN_PURPOSES).notNullable()
      // SHA-256 hex of the token sent by e-mail; the token itself is never stored.
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['user_id', 'purpose'])
    })
  }

  async down() {
    this.schema.dropTable('auth_tokens')
    this.schema.dropTable('onboarding_answers')
  }
}
