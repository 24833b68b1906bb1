import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { MATCHING_CACHE } from '#business/matching'

/**
 * Matching result pages kept in memory, so that the same search (sorting
 * back and forth, 'Load more', members whose onboarding answers match) is
 * not scored again while nothing changed.
 *
 * Never stale: the key holds the catalogue's version tokens, which database
 * triggers change in the writing transaction with every write that can change
 * a match (profiles, their skills and industries, vocabularies, the mentor's
 * user row, the next free slot; migration 0017). Each request reads them (one
 * single-row query); a new token means new keys. Without the tokens' row
 * nothing is kept.
 */

/** The catalogue's current version, or null when it is not tracked. */
export async function catalogueVersion(): Promise<string | null> {
  const row = await db
    .from('catalogue_versions')
    .where('id', 1)
    .select('token', 'availability_token')
    .first()
  return row ? `${row.token}:${row.availability_token}` : null
}

const CLOCK_STEP_MS = MATCHING_CACHE.clockResolutionSeconds * 1000

/** The clock the availability factor reads: cut to MATCHING_CACHE.clockResolutionSeconds. */
export function scoringClock(now: DateTime) {
  const utc = now.toUTC()
  return utc.minus({ milliseconds: utc.toMillis() % CLOCK_STEP_MS })
}

/** scoringClock in epoch milliseconds. */
export function scoringClockMillis(epochMillis: number) {
  return epochMillis - (epochMillis % CLOCK_STEP_MS)
}

/** A bounded map that forgets the least recently used page first. */
export class PageCache<T> {
  #entries = new Map<string, T>()

  constructor(private maxEntries: number = MATCHING_CACHE.maxPages) {}

  get(key: string) {
    const value = this.#entries.get(key)
    if (value === undefined) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, value)
    return value
  }

  set(key: string, value: T) {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    while (this.#entries.size > this.maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value!)
    }
  }

  clear() {
    this.#entries.clear()
  }

  get size() {
    return this.#entries.size
  }
}
