import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

type Statement = { sql: string; bindings: unknown[] }

/**
 * `node ace bench:list-sql <query string>...`: the SQL the mentor list
 * (GET /api/mentors) runs for each query string once warm, captured from the
 * database driver as the app sends it, printed as one JSON line
 * `{ dialect, lists: [{ query, statements: [{ sql, bindings }] }] }`.
 * `npm run bench` gives it to the raw node:http server it compares the route
 * with (scripts/lib/raw_mentor_list.ts), so both run the same statements.
 */
export default class BenchListSql extends BaseCommand {
  static commandName = 'bench:list-sql'
  static description =
    'Print the SQL statements the mentor list runs per request (for npm run bench)'
  static options: CommandOptions = { startApp: true }

  @args.spread({ description: 'Query strings of GET /api/mentors (without "?")' })
  declare queries: string[]

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { catalogueQueryValidator } = await import('#mentoring/validators/catalogue')
    const { toCatalogueQuery } = await import('#mentoring/controllers/mentors_controller')
    const { searchMentors } = await import('#mentoring/services/catalogue')

    const connection = db.connection()
    let captured: Statement[] | null = null
    const listen = (query: { sql: string; bindings?: unknown[] }) => {
      captured?.push({ sql: query.sql, bindings: query.bindings ?? [] })
    }
    // Knex reports every statement it sends, with the SQL text as the driver receives it.
    const clients = new Set([connection.getReadClient(), connection.getWriteClient()])
    for (const client of clients) client.on('query', listen)

    const lists = []
    for (const text of this.queries) {
      const data = Object.fromEntries(new URLSearchParams(text))
      const input = await catalogueQueryValidator.validate(data)
      const query = toCatalogueQuery(input)
      // The first search may build the index; the second is what every later request runs.
      await searchMentors(query, 'en')
      captured = []
      await searchMentors(query, 'en')
      lists.push({ query: text, statements: captured })
      captured = null
    }
    for (const client of clients) client.off('query', listen)
    this.logger.log(JSON.stringify({ dialect: connection.dialect.name, lists }))
  }
}
