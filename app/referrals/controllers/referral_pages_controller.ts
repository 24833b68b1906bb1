import type { HttpContext } from '@adonisjs/core/http'
import { REFERRAL_RULES, normalizeReferralCode } from '#business/referrals'
import { lookupReferralCode } from '#referrals/services/codes'
import { referralInfo, referredUsersPage, rewardsPage } from '#referrals/services/referral_views'
import ReferralInfoTransformer from '#referrals/transformers/referral_info_transformer'
import ReferredUsersPageTransformer from '#referrals/transformers/referred_users_page_transformer'
import RewardsPageTransformer from '#referrals/transformers/rewards_page_transformer'
import ReferralCodeCheckTransformer from '#referrals/transformers/referral_code_check_transformer'

/**
 * The referral pages: the landing `/r/:code` (signed-out layout) and
 * Settings > Invites and rewards. The settings page renders even when a
 * part cannot be read: that part shows its own failure message and retries.
 */
export default class ReferralPagesController {
  /**
   * GET /r/:code. An unknown code still renders (with a note); the browser
   * captures the code (first code wins), and so does the cookie set here
   * for visitors without script, unless a code was captured before.
   */
  async landing({ params, request, response, inertia }: HttpContext) {
    const code = normalizeReferralCode(params.code)
    const referral = code ? await lookupReferralCode(code) : null
    const captured = request.plainCookie(REFERRAL_RULES.storageKey, { encoded: false })
    if (referral && !normalizeReferralCode(captured)) {
      response.plainCookie(REFERRAL_RULES.storageKey, referral.code, {
        encode: false,
        httpOnly: false,
        sameSite: 'lax',
        maxAge: `${REFERRAL_RULES.captureDays}d`,
      })
    }
    return inertia.render('referrals/landing', {
      check: ReferralCodeCheckTransformer.transform({
        asked: String(params.code).slice(0, 32),
        found: referral,
      }),
    })
  }

  /**
   * GET /referral-codes/:code (JSON): whether a code is known, for the
   * registration form's note. The landing page tells the same.
   */
  async lookup({ params }: HttpContext) {
    const found = await lookupReferralCode(String(params.code))
    return new ReferralCodeCheckTransformer({ asked: null, found }).toObject()
  }

  /** GET /settings/referrals */
  async settings({ auth, inertia, logger }: HttpContext) {
    const user = auth.getUserOrFail()
    const attempt = async <T>(what: string, read: () => Promise<T>): Promise<T | null> => {
      try {
        return await read()
      } catch (error) {
        logger.error({ err: error }, `referral page: cannot load ${what}`)
        return null
      }
    }
    const info = await attempt('the referral info', () => referralInfo(user))
    const referredUsers = await attempt('the referred users', () => referredUsersPage(user))
    const rewards = await attempt('the rewards', () => rewardsPage(user))
    return inertia.render('referrals/settings', {
      info: ReferralInfoTransformer.transform(info),
      referredUsers: ReferredUsersPageTransformer.transform(referredUsers),
      rewards: RewardsPageTransformer.transform(rewards),
    })
  }
}
