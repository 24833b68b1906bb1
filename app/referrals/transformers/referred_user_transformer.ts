import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ReferredUserItem } from '#referrals/services/referral_views'

/** A referred friend as the referral page lists them (`Data.Referrals.ReferredUser`). */
export default class ReferredUserTransformer extends BaseTransformer<ReferredUserItem> {
  toObject() {
    return this.pick(this.resource, ['id', 'name', 'referralDate', 'status', 'subscriptionDate'])
  }
}
