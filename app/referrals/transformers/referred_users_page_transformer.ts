import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Page, ReferredUserItem } from '#referrals/services/referral_views'
import ReferredUserTransformer from '#referrals/transformers/referred_user_transformer'

/** A page of referred friends: the referral page's first, and GET /api/referral/referred-users. */
export default class ReferredUsersPageTransformer extends BaseTransformer<Page<ReferredUserItem>> {
  toObject() {
    return {
      data: this.resource.data.map((user) => new ReferredUserTransformer(user).toObject()),
      pagination: this.resource.pagination,
    }
  }
}
