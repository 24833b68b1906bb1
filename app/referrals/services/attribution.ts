import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { REFERRAL_RULES, normalizeReferralCode } from '#business/referrals'
import { DISCOUNTS } from '#business/pricing'
import { isUniqueViolation } from '#database/errors'
import { memberById, type User } from '#accounts/index'
import ReferralCode from '#referrals/models/referral_code'
import Referral from '#referrals/models/referral'
import DiscountCode from '#referrals/models/discount_code'
import { randomCode } from '#referrals/services/codes'

export type AttributionOutcome =
  | { attributed: true; referralId: number; referrerId: number }
  | {
      attributed: false
      reason: 'no_code' | 'unknown_code' | 'self_referral' | 'already_referred' | 'error'
    }

/** Prefix of the friend's discount codes (e.g. FRIEND-7KQ2M9XA3P). */
const DISCOUNT_PREFIX = 'FRIEND-'

/**
 * Attributes a newly registered user to the owner of `code`: a `pending`
 * referral (converts if the first paid invoice comes within the window) and
 * the friend's discount code for the first subscription. Unknown codes, a
 * self-referral (same account or same e-mail) and a second attribution are
 * ignored; nothing here ever fails a sign-up.
 */
export async function attributeReferral(
  user: { id: number; email: string },
  code: string | null | undefined,
  now: DateTime = DateTime.utc()
): Promise<AttributionOutcome> {
  const normalized = normalizeReferralCode(code)
  if (!normalized) return { attributed: false, reason: code ? 'unknown_code' : 'no_code' }
  try {
    const owner = await ReferralCode.query().where('code', normalized).first()
    const referrer = owner ? await memberById(owner.userId) : null
    if (!owner || !referrer || referrer.isSuspended) {
      return { attributed: false, reason: 'unknown_code' }
    }
    if (
      owner.userId === user.id ||
      referrer.email.trim().toLowerCase() === user.email.trim().toLowerCase()
    ) {
      return { attributed: false, reason: 'self_referral' }
    }
    return await db.transaction(async (trx) => {
      const referral = await Referral.create(
        {
          referrerUserId: owner.userId,
          referredUserId: user.id,
          code: normalized,
          status: 'pending',
          convertedAt: null,
          expiresAt: now.plus({ days: REFERRAL_RULES.conversionWindowDays }),
        },
        { client: trx }
      )
      await DiscountCode.create(
        {
          code: `${DISCOUNT_PREFIX}${randomCode(10)}`,
          userId: user.id,
          percent: DISCOUNTS.referralPercent,
          expiresAt: now.plus({ days: REFERRAL_RULES.discountValidityDays }),
          usedAt: null,
          referralId: referral.id,
        },
        { client: trx }
      )
      return { attributed: true, referralId: referral.id, referrerId: owner.userId } as const
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      const already = await Referral.findBy('referredUserId', user.id)
      if (already) return { attributed: false, reason: 'already_referred' }
    }
    logger.error({ err: error, userId: user.id }, 'referral attribution failed')
    return { attributed: false, reason: 'error' }
  }
}

export type WasReferred = {
  wasReferred: boolean
  referrerName: string | null
  discountCode: string | null
  discountExpiryDate: string | null
}

/**
 * GET /api/referral/was-referred: whether the user signed up with a code,
 * the referrer's first name, and the discount code while it can be used.
 */
export async function wasReferred(
  user: User,
  now: DateTime = DateTime.utc()
): Promise<WasReferred> {
  const referral = await Referral.query().where('referredUserId', user.id).first()
  if (!referral) {
    return { wasReferred: false, referrerName: null, discountCode: null, discountExpiryDate: null }
  }
  const discount = await DiscountCode.query()
    .where('userId', user.id)
    .whereNull('usedAt')
    .orderBy('id', 'desc')
    .first()
  const usable = discount && discount.expiresAt > now ? discount : null
  const referrer = await memberById(referral.referrerUserId)
  return {
    wasReferred: true,
    referrerName: referrer && !referrer.isSuspended ? referrer.firstName : null,
    discountCode: usable?.code ?? null,
    discountExpiryDate: usable ? usable.expiresAt.toUTC().toISO() : null,
  }
}
