import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  HELP_REQUEST_STATUSES,
  HELP_REQUEST_TOPICS,
  type HelpRequestStatus,
} from '#business/pro_features'

const OPEN: HelpRequestStatus = 'open'

/**
 * PRO members' help requests to the team (the PRO page's form): kept here
 * and e-mailed to TEAM_EMAIL; `sent_at` is set once the mail is queued.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('help_requests', (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.enum('topic', HELP_REQUEST_TOPICS).notNullable()
      table.string('subject', 200).notNullable()
      table.text('message').notNullable()
      // The member's language when they wrote (the team answers in it).
      table.string('locale', 8).notNullable()
      table.enum('status', HELP_REQUEST_STATUSES).notNullable().defaultTo(OPEN)
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['user_id', 'created_at'])
      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('help_requests')
  }
}
