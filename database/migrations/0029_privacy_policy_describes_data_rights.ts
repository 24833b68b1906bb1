import { BaseSchema } from '@adonisjs/lucid/schema'
import { renewUneditedPage } from '#database/seeding/content_pages'

/**
 * The privacy policy now describes what the product does with members' data (the export, the
 * deletion, each retention period). A stored privacy page that no admin has edited still holds
 * the text seeded with the app: it becomes the default of this version (the text in
 * database/seeding/content_*.ts when this runs). A page an admin wrote is theirs and stays.
 */
export default class extends BaseSchema {
  async up() {
    this.defer((client) => renewUneditedPage(client, 'privacy', this.now()))
  }

  async down() {
    // The earlier default text is not kept: going down leaves the page as it is.
  }
}
