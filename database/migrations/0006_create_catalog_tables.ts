import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The shared vocabularies of mentors and mentees: industries (grouped in
 * sectors, for "related industry" matching) and skills; plus the industries a
 * user picked at onboarding.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('industries', (table) => {
      table.increments('id').notNullable()
      // Stable key used in URLs, filters and translations.
      table.string('slug', 80).notNullable().unique()
      table.string('name', 120).notNullable()
      table.string('name_it', 120).nullable()
      table.string('sector', 80).notNullable().index()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })

    this.schema.createTable('skills', (table) => {
      table.increments('id').notNullable()
      table.string('slug', 80).notNullable().unique()
      table.string('name', 120).notNullable()
      table.string('name_it', 120).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })

    this.schema.createTable('user_industries', (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('industry_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('industries')
        .onDelete('CASCADE')
      table.unique(['user_id', 'industry_id'])
      table.index(['industry_id', 'user_id'])
    })
  }

  async down() {
    this.schema.dropTable('user_industries')
    this.schema.dropTable('skills')
    this.schema.dropTable('industries')
  }
}
