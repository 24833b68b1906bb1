import vine from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'

/** POST /api/waiting-list: one e-mail address. */
export const waitingListValidator = vine.create({
  email: vine.string().trim().email().maxLength(254),
})

/** Validation messages of the waiting-list form in the viewer's language. */
export function waitingListMessages(ctx: HttpContext) {
  return formMessages(ctx, 'pricing.waitingList')
}
