import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ReferralInfo } from '#referrals/services/referral_views'
import ReferredUserTransformer from '#referrals/transformers/referred_user_transformer'

/**
 * The member's code, link, totals and rewards progress as the referral page shows them
 * (`Data.Referrals.ReferralInfo`): a field dropped here fails the page's typecheck.
 */
export default class ReferralInfoTransformer extends BaseTransformer<ReferralInfo> {
  toObject() {
    return {
      ...this.pick(this.resource, [
        'code',
        'referralCode',
        'referralLink',
        'totalReferrals',
        'numberOfReferrals',
        'successfulReferrals',
        'freeSessionsEarned',
        'freeSessionsAvailable',
        'totalCreditsEarned',
        'creditsBalance',
        'nextFreeSessionProgress',
        'referralsUntilNextFreeSession',
        'isDiscountExpired',
        'discountExpiryDaysRemaining',
      ]),
      referredUsers: ReferredUserTransformer.transform(this.resource.referredUsers),
    }
  }
}
