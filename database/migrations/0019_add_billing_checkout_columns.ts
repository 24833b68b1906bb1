import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  BILLING_PERIODS,
  CHECKOUT_STATUSES,
  DISCOUNT_KINDS,
  PAYMENT_PROVIDERS,
  PLANS,
} from '#business/pricing'

/**
 * Billing core: checkouts (one per start of a paid plan, Stripe or the in-app
 * test mode), the Stripe price and card of a subscription, and the charge of
 * an invoice (refunds arrive by charge).
 */
export default class extends BaseSchema {
  /** SQLite rebuilds a table to drop a column: its foreign keys are paused outside a transaction. */
  static disableTransactions = true

  async up() {
    this.schema.createTable('checkouts', (table) => {
      table.increments('id').notNullable()
      // The id the return pages and the test-mode page carry (never the row id).
      table.string('public_id', 64).notNullable().unique()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.enum('plan', PLANS).notNullable()
      table.enum('period', BILLING_PERIODS).notNullable()
      table.integer('list_cents').notNullable()
      table.integer('amount_cents').notNullable()
      table.enum('discount_kind', DISCOUNT_KINDS).nullable()
      table.smallint('discount_percent').nullable()
      table
        .integer('discount_code_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('discount_codes')
        .onDelete('SET NULL')
      table.enum('provider', PAYMENT_PROVIDERS).notNullable()
      table.string('stripe_checkout_session_id', 255).nullable().unique()
      table.enum('status', CHECKOUT_STATUSES).notNullable()
      table
        .integer('subscription_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('subscriptions')
        .onDelete('SET NULL')
      table.timestamp('completed_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['user_id', 'created_at'])
    })

    this.schema.alterTable('subscriptions', (table) => {
      table.string('stripe_price_id', 255).nullable()
      table.string('payment_method_brand', 32).nullable()
      table.string('payment_method_last_four', 4).nullable()
      table.smallint('payment_method_exp_month').nullable()
      table.smallint('payment_method_exp_year').nullable()
    })

    this.schema.alterTable('invoices', (table) => {
      table.string('stripe_charge_id', 255).nullable().unique()
      // What the invoice paid for (a later plan change does not rewrite the history).
      table.enum('plan', PLANS).nullable()
      table.enum('period', BILLING_PERIODS).nullable()
    })
  }

  async down() {
    const sqlite = this.db.dialect.name.includes('sqlite')
    if (sqlite) this.defer((db) => db.rawQuery('PRAGMA foreign_keys = OFF'))
    this.schema.alterTable('invoices', (table) => {
      table.dropColumn('stripe_charge_id')
      table.dropColumn('plan')
      table.dropColumn('period')
    })
    this.schema.alterTable('subscriptions', (table) => {
      table.dropColumn('stripe_price_id')
      table.dropColumn('payment_method_brand')
      table.dropColumn('payment_method_last_four')
      table.dropColumn('payment_method_exp_month')
      table.dropColumn('payment_method_exp_year')
    })
    this.schema.dropTable('checkouts')
    if (sqlite) this.defer((db) => db.rawQuery('PRAGMA foreign_keys = ON'))
  }
}
