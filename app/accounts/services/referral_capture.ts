import type { HttpContext } from '@adonisjs/core/http'
import { REFERRAL_RULES, normalizeReferralCode } from '#business/referrals'

/** A captured referral code: `?r=` first, then the `referralCode` cookie. */
export function capturedReferralCode({ request }: HttpContext): string | null {
  const candidates = [
    request.qs()[REFERRAL_RULES.queryParam],
    request.plainCookie(REFERRAL_RULES.storageKey, { encoded: false }),
    request.cookie(REFERRAL_RULES.storageKey),
  ]
  return candidates.map(normalizeReferralCode).find((code) => code !== null) ?? null
}
