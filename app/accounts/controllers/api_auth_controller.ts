import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import type { Locale } from '#business/app'
import { AppError } from '#core/errors'
import {
  emailOnlyValidator,
  loginValidator,
  registerValidator,
  resetPasswordApiValidator,
  validationMessages,
} from '#accounts/validators/auth'
import { checkCredentials, endSession, startSession } from '#accounts/services/sign_in'
import { registerAccount } from '#accounts/services/registration'
import { capturedReferralCode } from '#accounts/services/referral_capture'
import { requestPasswordReset, resetPassword } from '#accounts/services/password_reset'
import { resendVerification } from '#accounts/services/email_verification'
import { userResponse } from '#accounts/transformers/api_user_transformer'
import { requireSignedIn } from '#accounts/services/api_session'

/**
 * The spec's auth calls under /api (section 7), on the same cookie session
 * as the pages. Failures answer the spec's error object.
 */
export default class ApiAuthController {
  /** POST /api/auth/login {email, password, remember?} → {user} */
  async login(ctx: HttpContext) {
    const { email, password, remember } = await ctx.request.validateUsing(
      loginValidator,
      validationMessages(ctx)
    )
    const check = await checkCredentials(email, password)
    if (!check.ok) {
      if (check.reason === 'rate_limited') throw check.limit
      if (check.reason === 'invalid_credentials') {
        throw new AppError('UNAUTHORIZED', { messageKey: 'auth.login.invalidCredentials' })
      }
      throw new AppError('FORBIDDEN', { messageKey: `auth.login.${check.reason}` })
    }
    await startSession(ctx, check.user, remember === true)
    return userResponse(ctx, check.user)
  }

  /** POST /api/auth/register → 201 {user, message} */
  async register(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(registerValidator, validationMessages(ctx))
    const referralCode = input.referralCode ?? capturedReferralCode(ctx)
    const result = await registerAccount({ ...input, referralCode }, ctx.i18n.locale as Locale)
    if (!result.ok) {
      throw new AppError('DUPLICATE_RECORD', {
        messageKey: 'auth.register.emailTaken',
        errors: { email: ['auth.register.emailTaken'] },
      })
    }
    ctx.response.status(201)
    return {
      ...(await userResponse(ctx, result.user)),
      message: ctx.i18n.t('auth.register.verificationSent', { email: result.user.email }),
    }
  }

  /** POST /api/auth/logout → 200, signed in or not. */
  async logout(ctx: HttpContext) {
    await endSession(ctx)
    return { message: ctx.i18n.t('auth.logout.done') }
  }

  /** GET /api/auth/me → {user}, or 401 UNAUTHORIZED. */
  async me(ctx: HttpContext) {
    return userResponse(ctx, await requireSignedIn(ctx))
  }

  /** POST /api/auth/forgot-password {email} → always 200 (no account enumeration). */
  async forgotPassword(ctx: HttpContext) {
    const email = await this.#emailOrNull(ctx)
    if (email) {
      await requestPasswordReset(email).catch((error) =>
        ctx.logger.error({ err: error }, 'forgot password: the reset link could not be sent')
      )
    }
    return { message: ctx.i18n.t('auth.forgot.sentDescription') }
  }

  /** POST /api/auth/resend-verification {email} → 200 whether or not an account waits ('Email required' when empty). */
  async resendVerification(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(emailOnlyValidator, validationMessages(ctx))
    await resendVerification(email)
    return { message: ctx.i18n.t('auth.resend.sentDescription', { email }) }
  }

  /** POST /api/auth/reset-password {token, password} → 200, or VALIDATION_ERROR. */
  async resetPassword(ctx: HttpContext) {
    const { token, password } = await ctx.request.validateUsing(
      resetPasswordApiValidator,
      validationMessages(ctx)
    )
    const result = await resetPassword(token, password)
    if (!result.ok) {
      if (result.reason === 'weak_password') {
        throw new AppError('VALIDATION_ERROR', { errors: { password: ['auth.password.tooWeak'] } })
      }
      const key = `auth.reset.problems.${result.reason}`
      throw new AppError('VALIDATION_ERROR', { messageKey: key, errors: { token: [key] } })
    }
    return { message: ctx.i18n.t('auth.reset.successDescription') }
  }

  /** A malformed address gets the same answer as an unknown one. */
  async #emailOrNull(ctx: HttpContext) {
    try {
      const { email } = await ctx.request.validateUsing(emailOnlyValidator, validationMessages(ctx))
      return email
    } catch (error) {
      if (error instanceof vineErrors.E_VALIDATION_ERROR) return null
      throw error
    }
  }
}
