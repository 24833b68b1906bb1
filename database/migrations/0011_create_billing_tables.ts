import { BaseSchema } from '@adonisjs/lucid/schema'
import { CURRENCY, INVOICE_STATUSES } from '#business/pricing'
import { DEFAULT_LOCALE, LOCALES } from '#business/app'

/**
 * Billing: invoices (subscription and session payments), refunds, Stripe
 * webhook events already handled, and the pricing page's waiting list.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('invoices', (table) => {
      table.increments('id').notNullable()
      // SET NULL: the money trail outlives a deleted account.
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table
        .integer('subscription_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('subscriptions')
        .onDelete('SET NULL')
      table
        .integer('session_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('mentoring_sessions')
        .onDelete('SET NULL')
      table.string('stripe_invoice_id', 255).nullable().unique()
      table.string('stripe_payment_intent_id', 255).nullable().unique()
      table.integer('amount_cents').notNullable()
      table.string('currency', 3).notNullable().defaultTo(CURRENCY)
      table.enum('status', INVOICE_STATUSES).notNullable()
      table.string('description', 255).nullable()
      table.boolean('is_renewal').notNullable().defaultTo(false)
      table.timestamp('paid_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['user_id', 'created_at'])
      table.index(['subscription_id'])
      table.index(['session_id'])
    })

    this.schema.createTable('refunds', (table) => {
      table.increments('id').notNullable()
      table
        .integer('invoice_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('invoices')
        .onDelete('RESTRICT')
      table.integer('amount_cents').notNullable()
      table.text('reason').nullable()
      table.string('stripe_refund_id', 255).nullable().unique()
      table
        .integer('created_by_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['invoice_id'])
    })

    this.schema.createTable('processed_webhook_events', (table) => {
      table.increments('id').notNullable()
      table.string('stripe_event_id', 255).notNullable().unique()
      table.string('type', 100).notNullable()
      table.timestamp('processed_at', { useTz: true }).notNullable()
    })

    this.schema.createTable('waiting_list_entries', (table) => {
      table.increments('id').notNullable()
      // Stored lower-cased: uniqueness is case-sensitive on both databases.
      table.string('email', 254).notNullable().unique()
      table.enum('locale', LOCALES).notNullable().defaultTo(DEFAULT_LOCALE)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.dropTable('waiting_list_entries')
    this.schema.dropTable('processed_webhook_events')
    this.schema.dropTable('refunds')
    this.schema.dropTable('invoices')
  }
}
