import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  MENTOR_APPLICATION_BASES,
  MENTOR_APPLICATION_STATUSES,
  type MentorApplicationStatus,
} from '#business/accounts'

/**
 * Mentoring: mentor profiles with their skills and industries, what mentees
 * keep (saved mentors, saved searches), applications to become a mentor and
 * messages sent to mentors through the platform.
 */
const PENDING: MentorApplicationStatus = 'pending'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('mentor_profiles', (table) => {
      table.increments('id').notNullable()
      // The mentor's time zone and public slug live on the user.
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('headline', 160).nullable()
      table.text('bio').nullable()
      table.smallint('years_of_experience').notNullable().defaultTo(0)
      table.integer('hourly_rate_cents').notNullable().defaultTo(0)
      table.smallint('session_duration_minutes').notNullable().defaultTo(60)
      table.smallint('buffer_before_minutes').notNullable().defaultTo(0)
      table.smallint('buffer_after_minutes').notNullable().defaultTo(0)
      // NULL: no monthly limit.
      table.smallint('max_sessions_per_month').nullable()
      // Average overall rating (0 while ratings_count is 0: no NULLs, so
      // sorting is the same on SQLite and PostgreSQL).
      table.double('rating').notNullable().defaultTo(0)
      table.integer('ratings_count').notNullable().defaultTo(0)
      table.integer('sessions_count').notNullable().defaultTo(0)
      table.boolean('is_approved').notNullable().defaultTo(false)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('approved_at', { useTz: true }).nullable()
      // JSON array of matching company sizes (keys of MATCHING_COMPANY_SIZES).
      table.text('company_sizes').notNullable().defaultTo('[]')
      table.boolean('use_google_meet').notNullable().defaultTo(true)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['is_active', 'is_approved'])
      table.index(['rating'])
      table.index(['sessions_count'])
      table.index(['hourly_rate_cents'])
    })

    this.schema.createTable('mentor_skills', (table) => {
      table.increments('id').notNullable()
      table
        .integer('mentor_profile_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('mentor_profiles')
        .onDelete('CASCADE')
      table
        .integer('skill_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('skills')
        .onDelete('CASCADE')
      table.unique(['mentor_profile_id', 'skill_id'])
      table.index(['skill_id', 'mentor_profile_id'])
    })

    this.schema.createTable('mentor_industries', (table) => {
      table.increments('id').notNullable()
      table
        .integer('mentor_profile_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('mentor_profiles')
        .onDelete('CASCADE')
      table
        .integer('industry_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('industries')
        .onDelete('CASCADE')
      table.smallint('years').notNullable().defaultTo(0)
      table.unique(['mentor_profile_id', 'industry_id'])
      table.index(['industry_id', 'mentor_profile_id'])
    })

    this.schema.createTable('saved_mentors', (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('mentor_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['user_id', 'mentor_user_id'])
      table.index(['mentor_user_id'])
    })

    this.schema.createTable('saved_searches', (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('name', 80).notNullable()
      // JSON matching criteria.
      table.text('criteria').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['user_id', 'name'])
    })

    this.schema.createTable('mentor_applications', (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.enum('basis', MENTOR_APPLICATION_BASES).notNullable()
      table.string('profile_url', 500).notNullable()
      // Further links, one per line.
      table.text('links').nullable()
      table.text('motivation').notNullable()
      table.enum('status', MENTOR_APPLICATION_STATUSES).notNullable().defaultTo(PENDING)
      table.text('rejection_reason').nullable()
      table
        .integer('reviewed_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('reviewed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['status', 'created_at'])
      // At most one application awaiting review per user.
      table.unique(['user_id'], {
        indexName: 'mentor_applications_one_pending_per_user',
        predicate: this.knex().whereRaw(`status = '${PENDING}'`),
      })
    })

    this.schema.createTable('mentor_messages', (table) => {
      table.increments('id').notNullable()
      table
        .integer('sender_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('mentor_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.text('body').notNullable()
      // Set once the e-mail to the mentor has been handed to the mailer.
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['sender_user_id', 'created_at'])
      table.index(['mentor_user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('mentor_messages')
    this.schema.dropTable('mentor_applications')
    this.schema.dropTable('saved_searches')
    this.schema.dropTable('saved_mentors')
    this.schema.dropTable('mentor_industries')
    this.schema.dropTable('mentor_skills')
    this.schema.dropTable('mentor_profiles')
  }
}
