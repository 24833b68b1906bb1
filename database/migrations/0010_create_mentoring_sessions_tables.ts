import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  COMMUNICATION_TOOLS,
  ENTITLEMENTS,
  RESCHEDULE_STATUSES,
  SESSION_STATUSES,
  type Entitlement,
  type RescheduleStatus,
  type SessionStatus,
} from '#business/sessions'

const PENDING: SessionStatus = 'pending'
const CONFIRMED: SessionStatus = 'confirmed'
const FREE_CALL: Entitlement = 'free_call'
const RESCHEDULE_PENDING: RescheduleStatus = 'pending'

/**
 * Sessions (mentoring calls) and what hangs off them: reschedule requests,
 * private notes and feedback. The table is `mentoring_sessions` so it cannot
 * be mistaken for the HTTP session.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('mentoring_sessions', (table) => {
      table.increments('id').notNullable()
      table
        .integer('mentor_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('mentee_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.timestamp('starts_at', { useTz: true }).notNullable()
      table.timestamp('ends_at', { useTz: true }).notNullable()
      table.smallint('duration_minutes').notNullable()
      table.text('objective').notNullable()
      table.text('problem').notNullable()
      table.text('desired_outcome').notNullable()
      table.enum('communication_tool', COMMUNICATION_TOOLS).notNullable()
      table.string('meeting_link', 500).nullable()
      table.string('calendar_event_id', 255).nullable()
      table.boolean('is_free_call').notNullable().defaultTo(false)
      // What the booking consumed; NULL for sessions created outside booking.
      table.enum('entitlement', ENTITLEMENTS).nullable()
      // Set when a timely cancel gave the entitlement back.
      table.timestamp('entitlement_returned_at', { useTz: true }).nullable()
      table
        .integer('subscription_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('subscriptions')
        .onDelete('SET NULL')
      table.enum('status', SESSION_STATUSES).notNullable().defaultTo(PENDING)
      table.timestamp('mentor_confirmed_at', { useTz: true }).nullable()
      table.timestamp('mentee_confirmed_at', { useTz: true }).nullable()
      table.text('cancel_reason').nullable()
      table
        .integer('cancelled_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      // 'YYYY-MM' of the booking in the mentee's time zone: monthly quotas.
      table.string('booked_month', 7).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()

      table.index(['mentor_user_id', 'starts_at'])
      table.index(['mentee_user_id', 'status'])
      table.index(['status', 'starts_at'])
      table.index(['mentee_user_id', 'booked_month'])
      // Nobody holds two live bookings starting at the same instant.
      const live = `status in ('${PENDING}', '${CONFIRMED}')`
      table.unique(['mentor_user_id', 'starts_at'], {
        indexName: 'mentoring_sessions_mentor_live_start_unique',
        predicate: this.knex().whereRaw(live),
      })
      table.unique(['mentee_user_id', 'starts_at'], {
        indexName: 'mentoring_sessions_mentee_live_start_unique',
        predicate: this.knex().whereRaw(live),
      })
      // The free first call is one-time: one unreturned use per mentee.
      table.unique(['mentee_user_id'], {
        indexName: 'mentoring_sessions_one_free_call_unique',
        predicate: this.knex().whereRaw(
          `entitlement = '${FREE_CALL}' and entitlement_returned_at is null`
        ),
      })
    })

    this.schema.createTable('reschedule_requests', (table) => {
      table.increments('id').notNullable()
      table
        .integer('session_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('mentoring_sessions')
        .onDelete('CASCADE')
      table
        .integer('requested_by_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.timestamp('new_starts_at', { useTz: true }).notNullable()
      table.timestamp('new_ends_at', { useTz: true }).notNullable()
      table.text('reason').notNullable()
      table.enum('status', RESCHEDULE_STATUSES).notNullable().defaultTo(RESCHEDULE_PENDING)
      table.timestamp('responded_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['status', 'new_starts_at'])
      // One open request per session at a time.
      table.unique(['session_id'], {
        indexName: 'reschedule_requests_one_pending_unique',
        predicate: this.knex().whereRaw(`status = '${RESCHEDULE_PENDING}'`),
      })
    })

    this.schema.createTable('session_notes', (table) => {
      table.increments('id').notNullable()
      table
        .integer('session_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('mentoring_sessions')
        .onDelete('CASCADE')
      table
        .integer('author_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.text('body').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['session_id', 'author_user_id'])
      table.index(['author_user_id', 'updated_at'])
    })

    this.schema.createTable('feedbacks', (table) => {
      table.increments('id').notNullable()
      table
        .integer('session_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('mentoring_sessions')
        .onDelete('CASCADE')
      table
        .integer('author_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.smallint('overall_rating').notNullable()
      table.smallint('communication_rating').nullable()
      table.smallint('knowledge_rating').nullable()
      table.boolean('would_recommend').nullable()
      // Shared with the other party, may show on the mentor profile.
      table.text('public_text').nullable()
      // Visible to admins only.
      table.text('private_text').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['session_id', 'author_user_id'])
      table.index(['author_user_id'])
    })
  }

  async down() {
    this.schema.dropTable('feedbacks')
    this.schema.dropTable('session_notes')
    this.schema.dropTable('reschedule_requests')
    this.schema.dropTable('mentoring_sessions')
  }
}
