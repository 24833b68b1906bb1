import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Matching criteria are camelCase in the JSON API since issue 30 (experienceLevel, companySize,
 * minRating, sessionFormat, maxResults). Saved searches and matching requests keep the criteria
 * as JSON text; this renames the keys of the ones already stored (and back on rollback), leaving
 * every value as it was.
 */
const KEYS: [snake: string, camel: string][] = [
  ['experience_level', 'experienceLevel'],
  ['company_size', 'companySize'],
  ['min_rating', 'minRating'],
  ['session_format', 'sessionFormat'],
  ['max_results', 'maxResults'],
]

const TABLES = ['saved_searches', 'matching_requests']

export default class extends BaseSchema {
  async up() {
    this.defer((db) => renameKeys(db, (key) => KEYS.find(([snake]) => snake === key)?.[1]))
  }

  async down() {
    this.defer((db) => renameKeys(db, (key) => KEYS.find(([, camel]) => camel === key)?.[0]))
  }
}

async function renameKeys(
  db: Parameters<Parameters<BaseSchema['defer']>[0]>[0],
  rename: (key: string) => string | undefined
) {
  for (const table of TABLES) {
    const rows = await db.from(table).whereNotNull('criteria').select('id', 'criteria')
    for (const row of rows) {
      const criteria = JSON.parse(String(row.criteria)) as Record<string, unknown>
      const renamed = Object.fromEntries(
        Object.entries(criteria).map(([key, value]) => [rename(key) ?? key, value])
      )
      await db
        .from(table)
        .where('id', row.id)
        .update({ criteria: JSON.stringify(renamed) })
    }
  }
}
