import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When the dashboard first greeted the user: until then it says "Welcome",
 * afterwards "Welcome back". Members who had already signed in and finished
 * onboarding have seen the dashboard, so they count as welcomed.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.timestamp('welcomed_at', { useTz: true }).nullable()
    })
    this.defer(async (db) => {
      await db
        .from('users')
        .where('onboarded', true)
        .whereNotNull('last_login_at')
        .update({ welcomed_at: db.raw('last_login_at') })
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('welcomed_at')
    })
  }
}
