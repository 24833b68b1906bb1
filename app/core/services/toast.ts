import type { HttpContext } from '@adonisjs/core/http'

/**
 * A notification the next page shows (spec: title, description, variant).
 * Texts are already translated in the viewer's locale.
 */
export type ToastMessage = {
  title?: string
  description?: string
  variant?: 'default' | 'destructive'
}

export function flashToast(ctx: HttpContext, toast: ToastMessage) {
  ctx.session.flash('toast', toast)
}
