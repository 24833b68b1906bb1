import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace mentors:availability`: computes again the next free slot of every
 * listed mentor whose stored value may be out of date (never computed, over an
 * hour old, or moved inside the booking notice). Idempotent; a cron can run it
 * every few minutes so the catalogue's availability sort stays right.
 */
export default class RefreshAvailability extends BaseCommand {
  static commandName = 'mentors:availability'
  static description = "Refresh listed mentors' next free slot (stale ones, or all with --all)"
  static options: CommandOptions = { startApp: true }

  @flags.boolean({ description: 'Recompute every listed mentor, not only stale ones' })
  declare all: boolean

  async run() {
    const { DateTime } = await import('luxon')
    const availability = await import('#scheduling/services/mentor_availability')
    const { listedProfileIds } = await import('#mentoring/index')
    const started = performance.now()
    const now = DateTime.utc()
    let ids: number[]
    if (this.all) {
      ids = await listedProfileIds()
    } else {
      ids = await availability.staleProfileIds(now)
    }
    await availability.refreshNextAvailable(ids, now)
    this.logger.success(
      `next free slot of ${ids.length} mentors computed in ${Math.round(performance.now() - started)} ms`
    )
  }
}
