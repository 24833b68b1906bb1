import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { loginValidator, validationMessages } from '#accounts/validators/auth'
import {
  checkCredentials,
  endSession,
  forgetExpiredSession,
  hadExpiredSession,
  startSession,
} from '#accounts/services/sign_in'
import { afterSignIn, safeReturnTo } from '#accounts/services/return_to'
import { backRateLimited, backWithErrors } from '#accounts/services/form_feedback'

const NOTICES = ['expired', 'suspended', 'signed_out', 'password_reset'] as const
type Notice = (typeof NOTICES)[number]

/**
 * The sign-in page, signing in and signing out.
 */
export default class SessionController {
  /**
   * GET /login. `reason` explains why the visitor is here: an expired
   * session (`?reason=expired`, or a browser that had a session and lost it
   * while being sent here with `returnTo`), a suspended account.
   */
  async create(ctx: HttpContext) {
    const { request, inertia } = ctx
    const returnTo = safeReturnTo(request.qs().returnTo)
    const reason = request.qs().reason
    let notice: Notice | null = NOTICES.includes(reason) ? reason : null
    if (!notice && returnTo && hadExpiredSession(ctx)) notice = 'expired'
    if (notice === 'expired') forgetExpiredSession(ctx)

    return inertia.render('accounts/login', {
      returnTo,
      notice,
      email: typeof request.qs().email === 'string' ? request.qs().email.slice(0, 254) : null,
    })
  }

  /** POST /login */
  async store(ctx: HttpContext) {
    const { request, response, i18n } = ctx
    const { email, password, remember, returnTo } = await request.validateUsing(
      loginValidator,
      validationMessages(ctx)
    )
    const check = await checkCredentials(email, password)

    if (!check.ok && check.reason === 'rate_limited') {
      return backRateLimited(ctx, { to: this.#loginUrl(returnTo) })
    }
    if (!check.ok) {
      const message = {
        invalid_credentials: i18n.t('auth.login.invalidCredentials'),
        suspended: i18n.t('auth.login.suspended'),
        unverified: i18n.t('auth.login.unverified'),
      }[check.reason]
      return backWithErrors(
        ctx,
        { form: message, ...(check.reason === 'unverified' ? { unverified: email } : {}) },
        { to: this.#loginUrl(returnTo) }
      )
    }

    await startSession(ctx, check.user, remember === true)
    return response.redirect(afterSignIn(check.user, returnTo))
  }

  /** POST /auth/logout: always lands on the sign-in page. */
  async destroy(ctx: HttpContext) {
    await endSession(ctx)
    return ctx.response
      .redirect()
      .toRoute('accounts.login', undefined, { qs: { reason: 'signed_out' } })
  }

  #loginUrl(returnTo: unknown) {
    const safe = safeReturnTo(returnTo)
    return urlFor('accounts.login', undefined, { qs: safe ? { returnTo: safe } : undefined })
  }
}
