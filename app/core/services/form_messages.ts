import type { HttpContext } from '@adonisjs/core/http'
import type { I18n } from '@adonisjs/i18n'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

export type FormMessagesOptions = {
  /** Namespace of the generic per-rule texts (`<rules>.validation.rules.<rule>`); defaults to the form's. */
  rulesNamespace?: string
  /** A prefix of field paths that the language file leaves out (e.g. `criteria.`). */
  pathPrefix?: string
}

/**
 * Validation messages of one form (or JSON call) in the viewer's language,
 * from its language file `resources/lang/<locale>/<namespace>.json`. A message
 * is looked up, in order, as
 *
 * 1. `<namespace>.validation.<field path>.<rule>` (e.g. `industries.*.years.max`);
 * 2. `<rules namespace>.validation.rules.<rule>` (the form's generic texts);
 * 3. the application-wide texts (`validation.messages.*` in validation.json),
 *    the field named in the viewer's language.
 *
 * Field names come from `<namespace>.fields.<field>`.
 */
export function formMessages(
  ctxOrI18n: HttpContext | I18n,
  namespace: string,
  options: FormMessagesOptions = {}
): MessagesProviderContact {
  const i18n = 'i18n' in ctxOrI18n ? ctxOrI18n.i18n : ctxOrI18n
  const fallback = i18n.createMessagesProvider('validation')
  const rulesNamespace = options.rulesNamespace ?? namespace

  const fieldName = (name: string | number) => {
    const key = `${namespace}.fields.${name}`
    return i18n.hasMessage(key) ? i18n.t(key) : String(name)
  }
  const pathOf = (field: FieldContext) =>
    options.pathPrefix && field.wildCardPath.startsWith(options.pathPrefix)
      ? field.wildCardPath.slice(options.pathPrefix.length)
      : field.wildCardPath

  return {
    getMessage(
      defaultMessage: string,
      rule: string,
      field: FieldContext,
      meta?: Record<string, any>
    ) {
      const name = fieldName(field.name)
      for (const key of [
        `${namespace}.validation.${pathOf(field)}.${rule}`,
        `${rulesNamespace}.validation.rules.${rule}`,
      ]) {
        if (i18n.hasMessage(key)) return i18n.t(key, { field: name, ...meta })
      }
      return fallback.getMessage(defaultMessage, rule, { ...field, name }, meta)
    },
  }
}
