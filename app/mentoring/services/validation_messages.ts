import { errors as vineErrors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import type { I18n } from '@adonisjs/i18n'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

/** The mentoring forms' language files (resources/lang/<locale>/<namespace>.json). */
export type MentoringNamespace = 'mentor_settings' | 'applications'

/**
 * Validation messages of the mentoring forms in the viewer's language. A
 * message is looked up, in order, as
 *
 * 1. `<namespace>.validation.<field path>.<rule>` (e.g. `industries.*.years.max`);
 * 2. `<namespace>.validation.rules.<rule>` (the form's generic texts);
 * 3. the application-wide provider (`validation.messages.*` in validation.json).
 *
 * Field names in messages come from `<namespace>.fields.<field>`.
 */
export function mentoringMessages(
  ctxOrI18n: HttpContext | I18n,
  namespace: MentoringNamespace
): MessagesProviderContact {
  const i18n = 'i18n' in ctxOrI18n ? ctxOrI18n.i18n : ctxOrI18n
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
        `${namespace}.validation.rules.${rule}`,
      ]) {
        if (i18n.hasMessage(key)) return i18n.t(key, data)
      }
      return fallback.getMessage(defaultMessage, rule, field, meta)
    },
  }
}

export type FieldFailure = { field: string; message: string; rule: string }

/**
 * Fails validation with already translated field messages, the way a
 * validator does (pages: back with the errors; API: VALIDATION_ERROR).
 */
export function failFields(failures: FieldFailure[]) {
  if (failures.length) throw new vineErrors.E_VALIDATION_ERROR(failures)
}
