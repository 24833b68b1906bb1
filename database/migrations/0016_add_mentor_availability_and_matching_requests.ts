import { BaseSchema } from '@adonisjs/lucid/schema'
import { MATCHING_REQUEST_STATUSES, type MatchingRequestStatus } from '#business/matching'

const OPEN: MatchingRequestStatus = 'open'

/**
 * Mentoring: the mentor's next free slot kept on the profile (the catalogue
 * sorts and shows it without computing slots per card), and PRO members'
 * requests for personalised matching by the team.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('mentor_profiles', (table) => {
      // Start of the first bookable slot; NULL: none within the horizon.
      table.timestamp('next_available_at', { useTz: true }).nullable()
      // When next_available_at was last computed; NULL: never.
      table.timestamp('availability_computed_at', { useTz: true }).nullable()
      table.index(['next_available_at'])
    })

    this.schema.createTable('matching_requests', (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.text('message').notNullable()
      // JSON matching criteria the member had on screen, if any.
      table.text('criteria').nullable()
      table.enum('status', MATCHING_REQUEST_STATUSES).notNullable().defaultTo(OPEN)
      table.timestamp('handled_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['status', 'created_at'])
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('matching_requests')
    this.schema.alterTable('mentor_profiles', (table) => {
      table.dropIndex(['next_available_at'])
      table.dropColumn('next_available_at')
      table.dropColumn('availability_computed_at')
    })
  }
}
