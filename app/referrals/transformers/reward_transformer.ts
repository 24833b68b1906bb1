import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RewardItem } from '#referrals/services/referral_views'

/** A reward of the referral page's history (`Data.Referrals.Reward`). */
export default class RewardTransformer extends BaseTransformer<RewardItem> {
  toObject() {
    return this.pick(this.resource, ['id', 'type', 'amount', 'currency', 'dateEarned', 'status'])
  }
}
