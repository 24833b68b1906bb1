import type { HttpContext } from '@adonisjs/core/http'
import { wantsJson } from '#core/http'
import { flashToast, type ToastMessage } from '#core/services/toast'

/** Inputs never sent back to the form after a failed submission. */
const SECRET_INPUTS = ['_csrf', 'password', 'password_confirmation', 'token']

/**
 * Sends a page form back with field errors (already translated), the way a
 * failed validation does: Inertia's form shows them next to the fields.
 * `form` is the key of an error about the whole form.
 */
export function backWithErrors(
  ctx: HttpContext,
  errors: Record<string, string>,
  options: { to?: string; toast?: ToastMessage } = {}
) {
  ctx.session.flashExcept(SECRET_INPUTS)
  ctx.session.flash('inputErrorsBag', errors)
  if (options.toast) flashToast(ctx, options.toast)
  return options.to ? ctx.response.redirect(options.to) : ctx.response.redirect().back()
}

/**
 * A page form refused by a rate limit: back with the spec's notification
 * ('Rate limit exceeded / Please try again later.') and a form error.
 */
export function backRateLimited(ctx: HttpContext, options: { to?: string } = {}) {
  const t = (key: string) => ctx.i18n.t(key)
  return backWithErrors(
    ctx,
    { form: t('auth.rateLimit.formError') },
    {
      ...options,
      toast: {
        title: t('auth.rateLimit.title'),
        description: t('auth.rateLimit.description'),
        variant: 'destructive',
      },
    }
  )
}

/**
 * The one answer to a forgot-password request, page form or JSON call (spec
 * section 7: any failure is swallowed and reported as success), whether an
 * account exists, the mail failed or a rate limit stopped the request.
 */
export function resetRequestedAnswer(ctx: HttpContext) {
  const { i18n, response } = ctx
  if (wantsJson(ctx)) return response.ok({ message: i18n.t('auth.forgot.sentDescription') })
  flashToast(ctx, {
    title: i18n.t('auth.forgot.sentTitle'),
    description: i18n.t('auth.forgot.sentDescription'),
  })
  return response.redirect().toRoute('accounts.forgotPassword', undefined, { qs: { sent: 1 } })
}
