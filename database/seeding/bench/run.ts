import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { BulkWriter, type Row } from '#database/seeding/bulk'
import { HOUR } from '#database/seeding/sessions'

export interface BenchOptions {
  mentors: number
  mentees: number
  sessions: number
  seed: number
  /** The clock the history is drawn around (rounded down to the hour); default now. */
  nowMs?: number
  /** Rows per INSERT statement at most (fewer when the parameter limit requires). */
  rowsPerStatement?: number
  /** Rows per transaction. */
  rowsPerTransaction?: number
  onProgress?: (progress: BenchProgress) => void
}

export interface BenchProgress {
  table: string
  rows: number
  total: number
  elapsedMs: number
}

/**
 * One bench run: its clock, its counters and how it writes — a
 * transaction per batch of rows, reporting progress after each.
 */
export class BenchRun {
  readonly started = performance.now()
  readonly now: number
  readonly counts: Record<string, number> = {}
  /** For formatting instants and reading ids; writes go through transactions. */
  readonly base: BulkWriter
  readonly rowsPerTransaction: number

  constructor(
    readonly client: QueryClientContract,
    readonly options: BenchOptions
  ) {
    this.now = Math.floor((options.nowMs ?? Date.now()) / HOUR) * HOUR
    this.base = new BulkWriter(client)
    this.rowsPerTransaction = options.rowsPerTransaction ?? 20_000
  }

  get elapsedMs() {
    return performance.now() - this.started
  }

  /** Inserts rows of several tables in one transaction, in the order given. */
  async write(batches: [table: string, rows: Row[]][]) {
    await this.client.transaction(async (trx) => {
      const writer = new BulkWriter(trx, this.options.rowsPerStatement)
      for (const [table, rows] of batches) {
        await writer.insert(table, rows)
      }
    })
    for (const [table, rows] of batches) {
      this.counts[table] = (this.counts[table] ?? 0) + rows.length
    }
  }

  report(table: string, total: number) {
    this.options.onProgress?.({
      table,
      rows: this.counts[table] ?? 0,
      total,
      elapsedMs: this.elapsedMs,
    })
  }

  /** Builds rows lazily and writes them a transaction at a time. */
  async writeAll(table: string, total: number, rows: Iterable<Row>) {
    let batch: Row[] = []
    for (const row of rows) {
      batch.push(row)
      if (batch.length >= this.rowsPerTransaction) {
        await this.write([[table, batch]])
        this.report(table, total)
        batch = []
      }
    }
    if (batch.length || this.counts[table] === undefined) {
      await this.write([[table, batch]])
      this.report(table, total)
    }
  }
}
