import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { StrictValues } from '@adonisjs/lucid/types/querybuilder'

export type Row = Record<string, unknown>

/**
 * Most bound parameters one statement may carry: SQLite's default
 * SQLITE_MAX_VARIABLE_NUMBER and PostgreSQL's protocol limit.
 */
const PARAMETER_LIMITS: Record<string, number> = {
  'better-sqlite3': 32_766,
  'sqlite3': 32_766,
  'libsql': 32_766,
  'postgres': 65_535,
}
const DEFAULT_PARAMETER_LIMIT = 2_000

/**
 * Multi-row inserts with explicit ids, for seeding thousands of rows fast on
 * SQLite and PostgreSQL alike. Rows of one call share the first row's columns.
 */
export class BulkWriter {
  /** An epoch-milliseconds instant in the connection's UTC format (see toDbInstant). */
  readonly instant: (epochMs: number) => string
  readonly isPostgres: boolean

  constructor(
    readonly client: QueryClientContract,
    private readonly maxRowsPerStatement = 2_000
  ) {
    this.instant = instantFormatter(client.dialect.dateTimeFormat)
    this.isPostgres = client.dialect.name === 'postgres'
  }

  /** The id the next row of `table` gets when rows are inserted with explicit ids. */
  async nextId(table: string) {
    const row = await this.client.from(table).max('id as max').first()
    return Number(row?.max ?? 0) + 1
  }

  async count(table: string) {
    const row = await this.client.from(table).count('* as total').first()
    return Number(row?.total ?? 0)
  }

  async insert(table: string, rows: Row[]) {
    if (rows.length === 0) {
      return
    }
    const columns = Object.keys(rows[0])
    const limit = PARAMETER_LIMITS[this.client.dialect.name] ?? DEFAULT_PARAMETER_LIMIT
    const perStatement = Math.max(
      1,
      Math.min(this.maxRowsPerStatement, Math.floor(limit / columns.length))
    )
    const head = `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) values `
    const tuple = `(${columns.map(() => '?').join(', ')})`

    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement)
      const bindings: StrictValues[] = []
      for (const row of chunk) {
        for (const column of columns) {
          bindings.push((row[column] ?? null) as StrictValues)
        }
      }
      await this.client.rawQuery(head + new Array(chunk.length).fill(tuple).join(', '), bindings)
    }
  }

  /**
   * PostgreSQL serial sequences do not move when ids are explicit: point
   * them past the highest id so the app's own inserts do not collide.
   * (SQLite's AUTOINCREMENT follows explicit ids by itself.)
   */
  async syncSequences(tables: string[]) {
    if (!this.isPostgres) {
      return
    }
    for (const table of tables) {
      await this.client.rawQuery(
        `select setval(pg_get_serial_sequence(?, 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
        [table]
      )
    }
  }
}

function instantFormatter(format: string): (epochMs: number) => string {
  if (format === 'yyyy-MM-dd HH:mm:ss') {
    return (epochMs) => new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ')
  }
  if (format === "yyyy-MM-dd'T'HH:mm:ss.SSSZZ") {
    return (epochMs) => `${new Date(epochMs).toISOString().slice(0, 23)}+00:00`
  }
  return (epochMs) => DateTime.fromMillis(epochMs, { zone: 'utc' }).toFormat(format)
}

/** 'YYYY-MM-DD' of a UTC instant. */
export function utcDate(epochMs: number) {
  return new Date(epochMs).toISOString().slice(0, 10)
}
