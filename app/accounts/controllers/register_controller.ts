import type { HttpContext } from '@adonisjs/core/http'
import { REFERRAL_RULES, normalizeReferralCode } from '#business/referrals'
import type { Locale } from '#business/app'
import { registerValidator, validationMessages } from '#accounts/validators/auth'
import { registerAccount } from '#accounts/services/registration'
import { backWithErrors } from '#accounts/services/form_feedback'

/** A captured referral code: `?r=` first, then the `referralCode` cookie. */
function capturedReferralCode({ request }: HttpContext) {
  const candidates = [
    request.qs()[REFERRAL_RULES.queryParam],
    request.plainCookie(REFERRAL_RULES.storageKey, { encoded: false }),
    request.cookie(REFERRAL_RULES.storageKey),
  ]
  return candidates.map(normalizeReferralCode).find((code) => code !== null) ?? null
}

/**
 * Sign-up with e-mail and password; the account waits for e-mail verification.
 */
export default class RegisterController {
  /** GET /register */
  async create(ctx: HttpContext) {
    return ctx.inertia.render('accounts/register', { referralCode: capturedReferralCode(ctx) })
  }

  /** POST /register: on success, the "check your inbox" page. */
  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const input = await request.validateUsing(registerValidator, validationMessages(ctx))
    const referralCode = input.referralCode ?? capturedReferralCode(ctx)
    const result = await registerAccount({ ...input, referralCode }, i18n.locale as Locale)
    if (!result.ok) {
      return backWithErrors(ctx, { email: i18n.t('auth.register.emailTaken') })
    }
    session.flash('verificationSentTo', result.user.email)
    return response.redirect('/verify-email')
  }
}
