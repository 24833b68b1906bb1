import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  BILLING_PERIODS,
  CURRENCY,
  PLANS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '#business/pricing'

const INACTIVE: SubscriptionStatus = 'inactive'

/**
 * Subscriptions. Plans and prices live in config/business/pricing.ts; a
 * subscription stores what was bought (plan, period, price) when it was bought.
 */
export default class extends BaseSchema {
  protected tableName = 'subscriptions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.enum('plan', PLANS).notNullable()
      table.enum('period', BILLING_PERIODS).notNullable()
      table.enum('status', SUBSCRIPTION_STATUSES).notNullable().defaultTo(INACTIVE)
      table.integer('price_cents').notNullable()
      table.string('currency', 3).notNullable().defaultTo(CURRENCY)
      table.string('stripe_subscription_id', 255).nullable().unique()
      table.string('stripe_checkout_session_id', 255).nullable().unique()
      table.timestamp('current_period_start', { useTz: true }).nullable()
      table.timestamp('current_period_end', { useTz: true }).nullable()
      table.boolean('cancel_at_period_end').notNullable().defaultTo(false)
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      table.timestamp('started_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['user_id', 'status'])
      table.index(['status', 'current_period_end'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
