import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * `node ace bench:seed`: fills the database (SQLite or PostgreSQL, whatever
 * DB_CONNECTION says) with a large deterministic data set for performance
 * work. The generator lives in database/seeding/bench/; tests share it.
 */
export default class BenchSeed extends BaseCommand {
  static commandName = 'bench:seed'
  static description =
    'Fill the database with a large deterministic data set: mentors, mentees and sessions with feedback'
  static help = [
    'Meant for a freshly migrated database:',
    '  node ace migration:fresh --force && node ace bench:seed',
    'On a database with users it stops, unless --force, which first empties the tables it fills (users with everything that belongs to them, mentor profiles, schedules, sessions and feedback).',
  ]
  static options: CommandOptions = { startApp: true }

  @flags.number({ description: 'Mentors to create', default: 10_000 })
  declare mentors: number

  @flags.number({ description: 'Mentees to create', default: 50_000 })
  declare mentees: number

  @flags.number({ description: 'Sessions to create', default: 500_000 })
  declare sessions: number

  @flags.number({ description: 'Seed of the pseudo-random generator', default: 42 })
  declare seed: number

  @flags.boolean({
    description: 'Wipe the tables it fills when users exist; allow running in production',
  })
  declare force: boolean

  async run() {
    // Loaded here, not at the top: `node ace list` must not need the database.
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { seedBench, BENCH_TABLES } = await import('#database/seeding/bench/index')
    const { BulkWriter } = await import('#database/seeding/bulk')

    const sizes = { mentors: this.mentors, mentees: this.mentees, sessions: this.sessions }
    for (const [name, value] of Object.entries(sizes)) {
      if (!Number.isInteger(value) || value < 0) {
        return this.fail(`--${name} must be a whole number, 0 or more (got ${value})`)
      }
    }
    if (this.app.inProduction && !this.force) {
      return this.fail(
        'Refusing to fill a production database with benchmark data (pass --force if you mean it)'
      )
    }

    const client = db.connection()
    const dialect = client.dialect.name
    const users = await new BulkWriter(client).count('users')
    if (users > 0) {
      if (!this.force) {
        return this.fail(
          `The users table has ${users} rows. Run on a freshly migrated database (node ace migration:fresh --force) or pass --force to empty the tables bench:seed fills.`
        )
      }
      this.logger.warning(
        `--force: emptying ${BENCH_TABLES.join(', ')} (and what belongs to those users)`
      )
      await this.wipe(client, [...BENCH_TABLES])
    }

    const isSqlite = ['better-sqlite3', 'sqlite3', 'libsql'].includes(dialect)
    if (isSqlite) {
      // Safe for a throw-away benchmark database: a crash mid-run means re-running it.
      await client.rawQuery('PRAGMA synchronous = OFF')
      await client.rawQuery('PRAGMA temp_store = MEMORY')
      await client.rawQuery('PRAGMA cache_size = -262144')
    }

    this.logger.info(
      `bench:seed on ${client.connectionName} (${dialect}): ${this.mentors} mentors, ${this.mentees} mentees, ${this.sessions} sessions, seed ${this.seed}`
    )
    const lastLine = new Map<string, number>()
    const result = await seedBench(client, {
      ...sizes,
      seed: this.seed,
      onProgress: ({ table, rows, total, elapsedMs }) => {
        // One line per table, plus about every tenth of the large ones.
        const step = Math.max(1, Math.ceil(total / 10))
        const previous = lastLine.get(table)
        if (rows < total && previous !== undefined && rows - previous < step) {
          return
        }
        lastLine.set(table, rows)
        const percent = total ? Math.floor((rows / total) * 100) : 100
        this.logger.log(
          `  ${table.padEnd(20)} ${rows.toLocaleString('en').padStart(9)} / ${total.toLocaleString('en').padEnd(9)} ${String(percent).padStart(3)}%  ${(elapsedMs / 1000).toFixed(1).padStart(6)} s`
        )
      },
    })

    const availabilityStarted = performance.now()
    const { refreshStaleAvailability } = await import('#scheduling/services/mentor_availability')
    const refreshed = await refreshStaleAvailability()
    this.logger.log(
      `  next free slot of ${refreshed.toLocaleString('en')} mentors in ${((performance.now() - availabilityStarted) / 1000).toFixed(1)} s`
    )

    const analyzeStarted = performance.now()
    if (dialect === 'postgres') {
      // Computing statistics and free slots rewrote every profile row: compact
      // the tables the list and matching scan, as autovacuum would in time.
      await client.rawQuery('VACUUM FULL mentor_profiles, mentor_skills, mentor_industries, users')
    }
    await client.rawQuery('ANALYZE')
    if (isSqlite) {
      await client.rawQuery('PRAGMA wal_checkpoint(TRUNCATE)')
      await client.rawQuery('PRAGMA synchronous = NORMAL')
    }
    const analyzeSeconds = (performance.now() - analyzeStarted) / 1000

    const rows = Object.values(result.counts).reduce((sum, count) => sum + count, 0)
    const seconds = result.elapsedMs / 1000
    this.logger.success(
      `${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s), ANALYZE ${analyzeSeconds.toFixed(1)} s`
    )
    for (const [table, count] of Object.entries(result.counts)) {
      this.logger.log(`  ${table.padEnd(20)} ${count.toLocaleString('en').padStart(9)}`)
    }
    if ((result.counts.mentoring_sessions ?? 0) < this.sessions) {
      this.logger.warning(
        `Only ${result.counts.mentoring_sessions ?? 0} sessions fit the mentors' schedules: add mentors for more`
      )
    }
    this.logger.log(`  first mentor: ${result.firstMentor.email} (password bench-password-2026)`)
  }

  /** Empties the tables, children first; on PostgreSQL, TRUNCATE ... CASCADE also resets ids. */
  private async wipe(client: QueryClientContract, tables: string[]) {
    if (client.dialect.name === 'postgres') {
      await client.rawQuery(
        `truncate table ${tables.map((table) => `"${table}"`).join(', ')} restart identity cascade`
      )
      return
    }
    await client.transaction(async (trx) => {
      for (const table of tables) {
        await trx.from(table).delete()
      }
      await trx.rawQuery(
        `delete from sqlite_sequence where name in (${tables.map(() => '?').join(', ')})`,
        tables
      )
    })
  }

  private fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }
}
