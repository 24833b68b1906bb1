import type { HttpContext } from '@adonisjs/core/http'
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
