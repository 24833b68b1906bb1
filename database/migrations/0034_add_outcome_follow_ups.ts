import { BaseSchema } from '@adonisjs/lucid/schema'
import { EMAIL_PREFERENCE_DEFAULTS } from '#business/accounts'
import { OUTCOME_ANSWERS } from '#business/outcomes'

/**
 * Outcome follow-up (issue 33). Scheduling's: the follow-up e-mail claimed once
 * per session (outcome_requested_at, like feedback_requested_at) and the
 * mentee's answer (session_outcomes, one per session, held by the database so
 * two clicks at once store one). Mentoring's: the mentor's counts the profile
 * shows, kept on mentor_profiles as scheduling tells them (like the rating).
 * Accounts': the user's switch for these e-mails.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('mentoring_sessions', (table) => {
      // Set when the outcome follow-up of this session was claimed (sent, or skipped by choice).
      table.timestamp('outcome_requested_at', { useTz: true }).nullable()
    })
    this.schema.createTable('session_outcomes', (table) => {
      table.increments('id').notNullable()
      table
        .integer('session_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('mentoring_sessions')
        .onDelete('CASCADE')
      table.enum('answer', OUTCOME_ANSWERS).notNullable()
      // The mentee's optional line; the mentor reads it without the mentee's name.
      table.text('note').nullable()
      // The first answer; updated_at the last change.
      table.timestamp('answered_at', { useTz: true }).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      // The console's rates per month.
      table.index(['answered_at'])
    })
    this.schema.alterTable('mentor_profiles', (table) => {
      // How many mentees answered the follow-up, and how many of them "yes" or "partly".
      table.integer('outcome_answers').notNullable().defaultTo(0)
      table.integer('outcome_positive').notNullable().defaultTo(0)
    })
    this.schema.alterTable('users', (table) => {
      table
        .boolean('email_outcome_follow_ups')
        .notNullable()
        .defaultTo(EMAIL_PREFERENCE_DEFAULTS.outcome_follow_ups)
    })
  }

  async down() {
    this.schema.dropTable('session_outcomes')
    // Raw DROP COLUMN: knex's SQLite rebuild of these tables would lose their triggers
    // (mentoring_sessions' slot versions of 0021, mentor_profiles' catalogue token).
    this.schema.raw('ALTER TABLE mentoring_sessions DROP COLUMN outcome_requested_at')
    this.schema.raw('ALTER TABLE mentor_profiles DROP COLUMN outcome_answers')
    this.schema.raw('ALTER TABLE mentor_profiles DROP COLUMN outcome_positive')
    this.schema.raw('ALTER TABLE users DROP COLUMN email_outcome_follow_ups')
  }
}
