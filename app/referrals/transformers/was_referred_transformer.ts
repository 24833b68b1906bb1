import { BaseTransformer } from '@adonisjs/core/transformers'
import type { WasReferred } from '#referrals/services/attribution'

/**
 * Whether the member signed up with a code, who invited them and their discount code while it
 * can be used (GET /api/referral/was-referred).
 */
export default class WasReferredTransformer extends BaseTransformer<WasReferred> {
  toObject() {
    return this.pick(this.resource, [
      'wasReferred',
      'referrerName',
      'discountCode',
      'discountExpiryDate',
    ])
  }
}
