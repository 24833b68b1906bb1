import { BaseSchema } from '@adonisjs/lucid/schema'
import { DEFAULT_LOCALE, LOCALES } from '#business/app'

/**
 * Admin: the audit log and the editable content pages. Core: messages sent
 * through the contact page.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('audit_logs', (table) => {
      table.increments('id').notNullable()
      table
        .integer('actor_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('action', 100).notNullable()
      table.string('entity_type', 60).notNullable()
      table.string('entity_id', 64).nullable()
      // JSON snapshots of the changed fields.
      table.text('before').nullable()
      table.text('after').nullable()
      table.string('ip', 45).nullable()
      table.string('request_id', 64).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['entity_type', 'entity_id'])
      table.index(['actor_user_id', 'created_at'])
      table.index(['created_at'])
    })

    this.schema.createTable('content_pages', (table) => {
      table.increments('id').notNullable()
      // e.g. 'about', 'privacy', 'pricing_faq', 'home_hero'.
      table.string('key', 80).notNullable()
      table.enum('locale', LOCALES).notNullable().defaultTo(DEFAULT_LOCALE)
      table.string('title', 200).notNullable()
      // Markdown, rendered safely.
      table.text('body').notNullable()
      table
        .integer('updated_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['key', 'locale'])
    })

    this.schema.createTable('contact_messages', (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('name', 120).notNullable()
      table.string('email', 254).notNullable()
      table.text('body').notNullable()
      table.enum('locale', LOCALES).notNullable().defaultTo(DEFAULT_LOCALE)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('contact_messages')
    this.schema.dropTable('content_pages')
    this.schema.dropTable('audit_logs')
  }
}
