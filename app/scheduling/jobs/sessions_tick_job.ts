import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { runSessionsTick } from '#scheduling/services/sessions_tick'

/** The sessions' scheduled work (see runSessionsTick), scheduled in start/scheduler.ts. */
export default class SessionsTickJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'scheduling.sessions_tick',
    queue: 'default',
    maxRetries: 3,
  }

  async execute() {
    await runSessionsTick()
  }
}
