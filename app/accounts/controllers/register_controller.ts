import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#business/app'
import { registerValidator, validationMessages } from '#accounts/validators/auth'
import { registerAccount } from '#accounts/services/registration'
import { backWithErrors } from '#accounts/services/form_feedback'
import { capturedReferralCode } from '#accounts/services/referral_capture'

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
    return response.redirect().toRoute('accounts.verifyEmail.notice')
  }
}
