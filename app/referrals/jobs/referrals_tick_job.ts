import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { expireReferrals } from '#referrals/services/conversion'
import { processRewards } from '#referrals/services/reward_processing'

/**
 * The referral programme's scheduled work (start/scheduler.ts): expire
 * referrals past their window, then process pending rewards. Both are safe to
 * run twice or at once (see the rewards:process and referrals:expire commands).
 */
export default class ReferralsTickJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'referrals.tick',
    queue: 'default',
    maxRetries: 3,
  }

  async execute() {
    await expireReferrals()
    await processRewards()
  }
}
