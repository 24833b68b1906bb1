import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Page, RewardItem } from '#referrals/services/referral_views'
import RewardTransformer from '#referrals/transformers/reward_transformer'

/** A page of the rewards history: the referral page's first, and GET /api/referral/rewards. */
export default class RewardsPageTransformer extends BaseTransformer<Page<RewardItem>> {
  toObject() {
    return {
      data: this.resource.data.map((reward) => new RewardTransformer(reward).toObject()),
      pagination: this.resource.pagination,
    }
  }
}
