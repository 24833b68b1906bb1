import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * An operator's ace command has no signed-in admin: its audit entries record
 * the command (e.g. 'mentors:invite') and the operator who ran it (the
 * system account's name), so the console's "By" is never empty.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('audit_logs', (table) => {
      table.string('command', 100).nullable()
      table.string('operator', 100).nullable()
    })
  }

  async down() {
    this.schema.alterTable('audit_logs', (table) => {
      table.dropColumn('command')
      table.dropColumn('operator')
    })
  }
}
