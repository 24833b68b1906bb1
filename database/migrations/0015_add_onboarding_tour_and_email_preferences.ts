import { BaseSchema } from '@adonisjs/lucid/schema'
import { EMAIL_PREFERENCE_DEFAULTS, ONBOARDING_STEPS, TOUR_STATES } from '#business/accounts'

/**
 * Accounts: where a user is in the onboarding wizard, the guided tour shown
 * once after it, and which e-mails the user receives.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('onboarding_answers', (table) => {
      // The step the wizard resumes at; NULL once onboarding is complete.
      table.enum('step', ONBOARDING_STEPS).nullable()
    })

    this.schema.alterTable('users', (table) => {
      // NULL: never offered (not onboarded yet, or onboarded before the tour existed).
      table.enum('tour_state', TOUR_STATES).nullable()
      table.timestamp('tour_finished_at', { useTz: true }).nullable()
      table.boolean('email_bookings').notNullable().defaultTo(EMAIL_PREFERENCE_DEFAULTS.bookings)
      table.boolean('email_reminders').notNullable().defaultTo(EMAIL_PREFERENCE_DEFAULTS.reminders)
      table.boolean('email_messages').notNullable().defaultTo(EMAIL_PREFERENCE_DEFAULTS.messages)
      table
        .boolean('email_product_news')
        .notNullable()
        .defaultTo(EMAIL_PREFERENCE_DEFAULTS.product_news)
      table.boolean('email_referrals').notNullable().defaultTo(EMAIL_PREFERENCE_DEFAULTS.referrals)
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('tour_state')
      table.dropColumn('tour_finished_at')
      table.dropColumn('email_bookings')
      table.dropColumn('email_reminders')
      table.dropColumn('email_messages')
      table.dropColumn('email_product_news')
      table.dropColumn('email_referrals')
    })
    this.schema.alterTable('onboarding_answers', (table) => {
      table.dropColumn('step')
    })
  }
}
