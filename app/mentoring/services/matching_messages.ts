import type { HttpContext } from '@adonisjs/core/http'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

/**
 * Validation messages of the matching calls, in the viewer's language. A
 * message is looked up as `matching.validation.<field path>.<rule>` (criteria
 * nested under `criteria.` read the same keys), then
 * `matching.validation.rules.<rule>`, then the application-wide texts of
 * validation.json. Field names come from `matching.fields.<field>`.
 */
export function matchingMessages(ctx: HttpContext): MessagesProviderContact {
  const i18n = ctx.i18n
  const fallback = i18n.createMessagesProvider('validation')
  const fieldName = (name: string | number) => {
    const key = `matching.fields.${name}`
    return i18n.hasMessage(key) ? i18n.t(key) : String(name)
  }

  return {
    getMessage(
      defaultMessage: string,
      rule: string,
      field: FieldContext,
      meta?: Record<string, any>
    ) {
      const path = field.wildCardPath.replace(/^criteria\./, '')
      const data = { field: fieldName(field.name), ...meta }
      for (const key of [
        `matching.validation.${path}.${rule}`,
        `matching.validation.rules.${rule}`,
      ]) {
        if (i18n.hasMessage(key)) return i18n.t(key, data)
      }
      return fallback.getMessage(defaultMessage, rule, field, meta)
    },
  }
}
