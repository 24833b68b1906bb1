import type { HttpContext } from '@adonisjs/core/http'
import { emailOnlyValidator, validationMessages } from '#accounts/validators/auth'
import { resendVerification, verifyEmailToken } from '#accounts/services/email_verification'
import { startSession } from '#accounts/services/sign_in'
import { homeFor } from '#accounts/services/return_to'
import { flashToast } from '#core/services/toast'

/**
 * E-mail verification: the "check your inbox" page, the link from the
 * e-mail, and sending the link again.
 */
export default class EmailVerificationController {
  /** GET /verify-email: shown after signing up. */
  async notice({ inertia, session }: HttpContext) {
    const email = session.flashMessages.get('verificationSentTo') ?? null
    return inertia.render('accounts/verify_email', { status: 'sent' as const, email })
  }

  /**
   * GET /verify-email/:token (signed link): verifies the address, signs the
   * user in and continues to onboarding. A link that is invalid, expired or
   * already used explains itself and offers a new one.
   */
  async verify(ctx: HttpContext) {
    const { request, params, inertia, response, i18n } = ctx
    const result = request.hasValidSignature('email_verification')
      ? await verifyEmailToken(params.token)
      : ({ ok: false, reason: 'invalid' } as const)

    if (!result.ok) {
      return inertia.render('accounts/verify_email', { status: result.reason, email: null })
    }

    const user = result.user
    if (user.isSuspended) {
      return response
        .redirect()
        .toRoute('accounts.login', undefined, { qs: { reason: 'suspended' } })
    }
    await startSession(ctx, user)
    flashToast(ctx, {
      title: i18n.t('auth.verify.successTitle'),
      description: i18n.t('auth.verify.successDescription'),
    })
    return response.redirect(homeFor(user))
  }

  /** GET /resend-verification */
  async create({ inertia, request }: HttpContext) {
    const { email, sent } = request.qs()
    return inertia.render('accounts/resend_verification', {
      email: typeof email === 'string' ? email.slice(0, 254) : null,
      sent: sent === '1',
    })
  }

  /** POST /resend-verification: always the same answer. */
  async store(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(emailOnlyValidator, validationMessages(ctx))
    await resendVerification(email)
    flashToast(ctx, {
      title: ctx.i18n.t('auth.resend.sentTitle'),
      description: ctx.i18n.t('auth.resend.sentDescription', { email }),
    })
    return ctx.response
      .redirect()
      .toRoute('accounts.resendVerification', undefined, { qs: { sent: 1 } })
  }
}
