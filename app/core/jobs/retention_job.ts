import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { runRetention } from '#core/services/retention'

/**
 * Retention, once a day (start/scheduler.ts): every module's rules remove what the product no
 * longer has a reason to keep (README "Privacy and retention").
 */
export default class RetentionJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'core.retention',
    queue: 'default',
    maxRetries: 3,
  }

  async execute() {
    const outcomes = await runRetention()
    logger.info({ outcomes }, 'retention done')
  }
}
