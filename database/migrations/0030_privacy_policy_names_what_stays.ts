import { BaseSchema } from '@adonisjs/lucid/schema'
import { renewUneditedPage } from '#database/seeding/content_pages'

/**
 * The privacy policy says whose credit comes back when a member leaves (a mentor's mentees get
 * back what their bookings used) and names everything that stays with the other party (the
 * messages and a referral, besides past sessions and feedback). A privacy page no admin has
 * edited gets this version's text, as in 0029; a page an admin wrote stays theirs.
 */
export default class extends BaseSchema {
  async up() {
    this.defer((client) => renewUneditedPage(client, 'privacy', this.now()))
  }

  async down() {
    // The earlier default text is not kept: going down leaves the page as it is.
  }
}
