import vine from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'
import { MESSAGE_RULES, MENTOR_PROFILE_RULES } from '#business/messages'

/** POST /api/mentors/:id/messages: the message, trimmed, within MESSAGE_RULES. */
export const mentorMessageValidator = vine.create({
  body: vine.string().trim().minLength(MESSAGE_RULES.minLength).maxLength(MESSAGE_RULES.maxLength),
})

/** GET /api/mentors/:id/reviews?page=&limit= */
export const reviewsQueryValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).optional(),
  limit: vine
    .number()
    .withoutDecimals()
    .min(1)
    .max(MENTOR_PROFILE_RULES.reviewsMaxPageSize)
    .optional(),
})

/**
 * Validation messages of the mentor profile's calls in the viewer's language:
 * `mentor_profile.validation.<field>.<rule>`, then the application-wide
 * texts (validation.json) with the field named by `mentor_profile.fields.<field>`.
 */
export function mentorProfileMessages(ctx: HttpContext): MessagesProviderContact {
  const i18n = ctx.i18n
  const fallback = i18n.createMessagesProvider('validation')
  const fieldName = (name: string | number) => {
    const key = `mentor_profile.fields.${name}`
    return i18n.hasMessage(key) ? i18n.t(key) : String(name)
  }
  return {
    getMessage(
      defaultMessage: string,
      rule: string,
      field: FieldContext,
      meta?: Record<string, any>
    ) {
      const key = `mentor_profile.validation.${field.wildCardPath}.${rule}`
      if (i18n.hasMessage(key)) return i18n.t(key, { field: fieldName(field.name), ...meta })
      // The application-wide texts, naming the field in the viewer's language.
      return fallback.getMessage(
        defaultMessage,
        rule,
        { ...field, name: fieldName(field.name) },
        meta
      )
    },
  }
}
