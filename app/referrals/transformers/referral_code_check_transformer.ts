import { BaseTransformer } from '@adonisjs/core/transformers'
import type { lookupReferralCode } from '#referrals/services/codes'

type CodeCheck = {
  /** The code as asked, shown when it is unknown (the landing page); null to show none. */
  asked: string | null
  found: Awaited<ReturnType<typeof lookupReferralCode>>
}

/**
 * Whether a referral code is known, and whose it is (their first name only): the landing page
 * `/r/:code` (`Data.Referrals.ReferralCodeCheck`) and the registration form's
 * GET /referral-codes/:code.
 */
export default class ReferralCodeCheckTransformer extends BaseTransformer<CodeCheck> {
  toObject() {
    const { asked, found } = this.resource
    return {
      code: found?.code ?? asked,
      known: found !== null,
      referrerFirstName: found?.referrerFirstName ?? null,
    }
  }
}
