import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Page, RewardItem } from '#referrals/services/referral_views'
import RewardTransformer from '#referrals/transformers/reward_transformer'

/** The first page of the rewards history the referral page shows before it pages on with the API. */
export default class RewardsPageTransformer extends BaseTransformer<Page<RewardItem>> {
  toObject() {
    return {
      data: RewardTransformer.transform(this.resource.data),
      pagination: this.resource.pagination,
    }
  }
}
