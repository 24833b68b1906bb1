import { BaseSchema } from '@adonisjs/lucid/schema'
import {
  REFERRAL_RULES,
  REFERRAL_STATUSES,
  REWARD_STATUSES,
  REWARD_TYPES,
  type ReferralStatus,
  type RewardStatus,
} from '#business/referrals'

const REFERRAL_PENDING: ReferralStatus = 'pending'
const REWARD_PENDING: RewardStatus = 'pending'

/**
 * The referral programme: each user's code, who referred whom, the
 * referrer's rewards and the referred friend's discount code.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('referral_codes', (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('code', REFERRAL_RULES.codeLength).notNullable().unique()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
    })

    this.schema.createTable('referrals', (table) => {
      table.increments('id').notNullable()
      table
        .integer('referrer_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      // A user is attributed to at most one referrer.
      table
        .integer('referred_user_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      // The code as captured (a referrer may regenerate theirs later).
      table.string('code', REFERRAL_RULES.codeLength).notNullable()
      table.enum('status', REFERRAL_STATUSES).notNullable().defaultTo(REFERRAL_PENDING)
      table.timestamp('converted_at', { useTz: true }).nullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['referrer_user_id', 'created_at'])
      table.index(['status', 'expires_at'])
    })

    this.schema.createTable('rewards', (table) => {
      table.increments('id').notNullable()
      table
        .integer('referrer_user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table
        .integer('referral_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('referrals')
        .onDelete('SET NULL')
      table.enum('type', REWARD_TYPES).notNullable()
      table.integer('amount_cents').notNullable().defaultTo(0)
      table.enum('status', REWARD_STATUSES).notNullable().defaultTo(REWARD_PENDING)
      table.smallint('attempts').notNullable().defaultTo(0)
      table.text('last_error').nullable()
      table.timestamp('processed_at', { useTz: true }).nullable()
      table.string('stripe_balance_transaction_id', 255).nullable().unique()
      // Processing twice never pays twice.
      table.string('idempotency_key', 120).notNullable().unique()
      // A free-session reward is spent on exactly one session.
      table
        .integer('used_by_session_id')
        .unsigned()
        .nullable()
        .unique()
        .references('id')
        .inTable('mentoring_sessions')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['status'])
      table.index(['referrer_user_id', 'created_at'])
    })

    this.schema.createTable('discount_codes', (table) => {
      table.increments('id').notNullable()
      table.string('code', 32).notNullable().unique()
      // The owner: the referred friend who may use it.
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.smallint('percent').notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('used_at', { useTz: true }).nullable()
      table
        .integer('referral_id')
        .unsigned()
        .nullable()
        .unique()
        .references('id')
        .inTable('referrals')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable('discount_codes')
    this.schema.dropTable('rewards')
    this.schema.dropTable('referrals')
    this.schema.dropTable('referral_codes')
  }
}
