import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { BulkWriter } from '#database/seeding/bulk'
import { seedCatalog } from '#database/seeding/catalog'
import { seedContentPages } from '#database/seeding/content_pages'

/**
 * Reference data every environment needs, production included: industries
 * (with their sectors), skills and the default texts of the editable pages.
 * Only what is missing is inserted, so it is safe to run again.
 *
 * Seeders run in file-name order: this one (01_) before the demo data (02_).
 * In production run it alone:
 *   node ace db:seed --files database/seeders/01_reference_data_seeder
 */
export default class ReferenceDataSeeder extends BaseSeeder {
  async run() {
    const now = Date.now()
    const pages = await this.client.transaction(async (trx) => {
      const writer = new BulkWriter(trx)
      await seedCatalog(writer, now)
      return seedContentPages(writer, now)
    })
    if (pages > 0) {
      console.log(`  reference data: industries, skills and ${pages} page texts in place`)
    }
  }
}
