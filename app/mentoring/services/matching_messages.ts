import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'

/**
 * Validation messages of the matching calls, in the viewer's language (see
 * formMessages); criteria nested under `criteria.` read the same keys.
 */
export function matchingMessages(ctx: HttpContext) {
  return formMessages(ctx, 'matching', { pathPrefix: 'criteria.' })
}
