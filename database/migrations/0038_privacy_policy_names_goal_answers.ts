import { BaseSchema } from '@adonisjs/lucid/schema'
import { renewUneditedPage } from '#database/seeding/content_pages'

/**
 * The privacy policy names the mentees' answers to the goal follow-up: what is kept (the answer
 * and an optional line, counted without names in the mentor's "Goals reached" figure) and what
 * stays after a deletion (the answer, nameless; the line goes). A privacy page no admin has
 * edited gets this version's text, as in 0029 and 0030; a page an admin wrote stays theirs.
 */
export default class extends BaseSchema {
  async up() {
    this.defer((client) => renewUneditedPage(client, 'privacy', this.now()))
  }

  async down() {
    // The earlier default text is not kept: going down leaves the page as it is.
  }
}
