import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Page, ReferredUserItem } from '#referrals/services/referral_views'
import ReferredUserTransformer from '#referrals/transformers/referred_user_transformer'

/** The first page of referred friends the referral page shows before it pages on with the API. */
export default class ReferredUsersPageTransformer extends BaseTransformer<Page<ReferredUserItem>> {
  toObject() {
    return {
      data: ReferredUserTransformer.transform(this.resource.data),
      pagination: this.resource.pagination,
    }
  }
}
