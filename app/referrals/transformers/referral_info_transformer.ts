import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ReferralInfo } from '#referrals/services/referral_views'
import { referralInfoSchema } from '#referrals/services/openapi'
import ReferredUserTransformer from '#referrals/transformers/referred_user_transformer'

type Field = (typeof referralInfoSchema.required)[number]

/** The fields the answer's schema requires, but the referred users (each through its transformer). */
const FIELDS = referralInfoSchema.required.filter(
  (field): field is Exclude<Field, 'referredUsers'> => field !== 'referredUsers'
)

/**
 * The member's code, link, totals and rewards progress: the referral page's `info`
 * (`Data.Referrals.ReferralInfo`) and GET /api/referral's answer, with the fields of
 * `referralInfoSchema` (the API document's ReferralInfo): a field dropped here fails the page's
 * typecheck, one the schema names and the info lacks fails this file's.
 */
export default class ReferralInfoTransformer extends BaseTransformer<ReferralInfo> {
  toObject() {
    return {
      ...this.pick(this.resource, FIELDS),
      referredUsers: this.resource.referredUsers.map((user) =>
        new ReferredUserTransformer(user).toObject()
      ),
    }
  }
}
