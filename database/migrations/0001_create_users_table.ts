import { BaseSchema } from '@adonisjs/lucid/schema'
import { COMPANY_SIZES, ROLES, USER_STATUSES, type Role, type UserStatus } from '#business/accounts'
import { DEFAULT_LOCALE, LOCALES } from '#business/app'

const STUDENT: Role = 'STUDENT'
const ACTIVE: UserStatus = 'active'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table.string('first_name', 80).notNullable()
      table.string('last_name', 80).notNullable()
      table.string('email', 254).notNullable().unique()
      table.string('password').nullable()
      table.enum('role', ROLES).notNullable().defaultTo(STUDENT)
      table.enum('status', USER_STATUSES).notNullable().defaultTo(ACTIVE)
      table.timestamp('email_verified_at', { useTz: true }).nullable()
      table.boolean('onboarded').notNullable().defaultTo(false)
      table.enum('locale', LOCALES).notNullable().defaultTo(DEFAULT_LOCALE)
      table.string('timezone', 64).notNullable().defaultTo('UTC')
      table.string('city', 120).nullable()
      table.string('company_name', 160).nullable()
      table.enum('company_size', COMPANY_SIZES).nullable()
      table.string('professional_role', 120).nullable()
      table.string('profile_image', 255).nullable()
      table.string('slug', 60).nullable().unique()
      table.string('google_id', 255).nullable().unique()
      table.string('linkedin_id', 255).nullable().unique()
      table.string('stripe_customer_id', 255).nullable().unique()
      table.timestamp('suspended_at', { useTz: true }).nullable()
      table.timestamp('last_login_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['role', 'status'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
