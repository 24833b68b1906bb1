import { lineOfText } from '#core/validators/display_text'
import vine from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'

/** What the contact form accepts (lengths of the contact_messages columns). */
export const CONTACT_RULES = {
  nameMaxLength: 120,
  emailMaxLength: 254,
  messageMinLength: 10,
  messageMaxLength: 5000,
  /** Messages one address (IP) may send in an hour. */
  perIpPerHour: 5,
} as const

/** POST /api/contact */
export const contactValidator = vine.create({
  name: vine.string().trim().use(lineOfText()).minLength(1).maxLength(CONTACT_RULES.nameMaxLength),
  email: vine.string().trim().email().maxLength(CONTACT_RULES.emailMaxLength),
  message: vine
    .string()
    .trim()
    .minLength(CONTACT_RULES.messageMinLength)
    .maxLength(CONTACT_RULES.messageMaxLength),
})

/** Validation messages of the contact form in the viewer's language (contact.json). */
export function contactMessages(ctx: HttpContext) {
  return formMessages(ctx, 'contact')
}
