import type { HttpContext } from '@adonisjs/core/http'
import {
  emailOnlyValidator,
  resetPasswordFormValidator,
  validationMessages,
} from '#accounts/validators/auth'
import {
  checkResetToken,
  isInvitation,
  requestPasswordReset,
  resetPassword,
} from '#accounts/services/password_reset'
import { endSession, startSession } from '#accounts/services/sign_in'
import { backWithErrors, resetRequestedAnswer } from '#accounts/services/form_feedback'
import { flashToast } from '#core/services/toast'

type ResetPage = 'accounts/recover_password' | 'accounts/reset_password'

/**
 * Forgot password (always the same answer), and setting a new password
 * from the e-mailed link: /recover-password/:token (the signed link the
 * e-mail carries) or the spec's /reset-password?token=.
 */
export default class PasswordResetController {
  /** GET /forgot-password */
  async create({ inertia, request }: HttpContext) {
    return inertia.render('accounts/forgot_password', { sent: request.qs().sent === '1' })
  }

  /** POST /forgot-password */
  async store(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(emailOnlyValidator, validationMessages(ctx))
    await requestPasswordReset(email).catch((error) =>
      ctx.logger.error({ err: error }, 'forgot password: the reset link could not be sent')
    )
    return resetRequestedAnswer(ctx)
  }

  /** GET /recover-password/:token */
  async edit(ctx: HttpContext) {
    const signed = ctx.request.hasValidSignature('password_reset')
    return this.#renderForm(ctx, 'accounts/recover_password', ctx.params.token, signed)
  }

  /** GET /reset-password?token= */
  async editFromQuery(ctx: HttpContext) {
    const token = ctx.request.qs().token
    return this.#renderForm(
      ctx,
      'accounts/reset_password',
      typeof token === 'string' ? token : '',
      true
    )
  }

  /** POST /reset-password: both forms post here. */
  async update(ctx: HttpContext) {
    const { request, response, i18n } = ctx
    const { token, password } = await request.validateUsing(
      resetPasswordFormValidator,
      validationMessages(ctx)
    )
    const result = await resetPassword(token, password)

    if (!result.ok) {
      if (result.reason === 'weak_password') {
        return backWithErrors(ctx, { password: i18n.t('auth.password.tooWeak') })
      }
      // The page the form came from now explains what is wrong with the link.
      return backWithErrors(ctx, { form: i18n.t(`auth.reset.problems.${result.reason}`) })
    }

    // A visitor signed in on this browser starts again with the new password too.
    if (ctx.auth.isAuthenticated) await endSession(ctx)
    if (result.invitation && !result.user.isSuspended) {
      // An invited mentor has just proved the mailbox and chosen a password: on to the profile.
      await startSession(ctx, result.user)
      flashToast(ctx, {
        title: i18n.t('auth.invitation.doneTitle'),
        description: i18n.t('auth.invitation.doneDescription'),
      })
      // On to the profile mentees will see.
      return response.redirect().toRoute('mentoring.settings.mentorProfile')
    }
    return response
      .redirect()
      .toRoute('accounts.login', undefined, { qs: { reason: 'password_reset' } })
  }

  async #renderForm(ctx: HttpContext, page: ResetPage, token: string, signed: boolean) {
    const lookup = signed ? await checkResetToken(token) : ({ status: 'invalid' } as const)
    return ctx.inertia.render(page, {
      status: lookup.status,
      token: lookup.status === 'valid' ? token : null,
      email: lookup.status === 'valid' ? lookup.user.email : null,
      invitation: lookup.status === 'valid' && isInvitation(lookup.user),
    })
  }
}
