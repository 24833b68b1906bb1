import type { HttpContext } from '@adonisjs/core/http'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

type Namespace = 'onboarding' | 'settings'

/**
 * Validation messages of the onboarding wizard and the settings pages, in the
 * viewer's language. A message is looked up, in order, as
 *
 * 1. `<namespace>.validation.<field path>.<rule>` (e.g. the spec's
 *    'Please select at least one industry');
 * 2. `settings.validation.rules.<rule>` (generic texts shared by both);
 * 3. the application-wide provider (`validation.messages.*` in validation.json).
 *
 * Field names in messages come from `<namespace>.fields.<field>`.
 */
export function accountMessages(ctx: HttpContext, namespace: Namespace): MessagesProviderContact {
  const i18n = ctx.i18n
  // The application-wide provider reads resources/lang/*/validation.json.
  const fallback = i18n.createMessagesProvider('validation')

  const fieldName = (name: string | number) => {
    const key = `${namespace}.fields.${name}`
    return i18n.hasMessage(key) ? i18n.t(key) : String(name)
  }

  return {
    getMessage(
      defaultMessage: string,
      rule: string,
      field: FieldContext,
      meta?: Record<string, any>
    ) {
      const data = { field: fieldName(field.name), ...meta }
      for (const key of [
        `${namespace}.validation.${field.wildCardPath}.${rule}`,
        `settings.validation.rules.${rule}`,
      ]) {
        if (i18n.hasMessage(key)) return i18n.t(key, data)
      }
      return fallback.getMessage(defaultMessage, rule, field, meta)
    },
  }
}
