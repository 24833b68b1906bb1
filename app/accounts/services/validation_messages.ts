import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'

type Namespace = 'onboarding' | 'settings'

/**
 * Validation messages of the onboarding wizard and the settings pages, in the
 * viewer's language; the generic per-rule texts of both are in settings.json
 * (see formMessages for the lookup order).
 */
export function accountMessages(ctx: HttpContext, namespace: Namespace) {
  return formMessages(ctx, namespace, { rulesNamespace: 'settings' })
}
