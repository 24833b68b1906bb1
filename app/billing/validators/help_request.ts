import vine from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'
import { HELP_REQUEST_RULES, HELP_REQUEST_TOPICS } from '#business/pro_features'

/** POST /api/pro/help-requests: a topic from the list, a subject and a message, trimmed. */
export const helpRequestValidator = vine.create({
  topic: vine.enum(HELP_REQUEST_TOPICS),
  subject: vine
    .string()
    .trim()
    .minLength(HELP_REQUEST_RULES.subjectMinLength)
    .maxLength(HELP_REQUEST_RULES.subjectMaxLength),
  message: vine
    .string()
    .trim()
    .minLength(HELP_REQUEST_RULES.messageMinLength)
    .maxLength(HELP_REQUEST_RULES.messageMaxLength),
})

/** Validation messages of the help-request form in the viewer's language (see formMessages). */
export function helpRequestMessages(ctx: HttpContext) {
  return formMessages(ctx, 'pro_features.helpRequest')
}
