import { BaseTransformer } from '@adonisjs/core/transformers'
import type { GeneratedCode } from '#referrals/services/codes'

/** A member's new referral code and its link (POST /api/referral/generate-code). */
export default class GeneratedCodeTransformer extends BaseTransformer<GeneratedCode> {
  toObject() {
    return this.pick(this.resource, ['code', 'referralCode', 'referralLink'])
  }
}
