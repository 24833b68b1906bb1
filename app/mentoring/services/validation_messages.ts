import { errors as vineErrors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import type { I18n } from '@adonisjs/i18n'
import { formMessages } from '#core/services/form_messages'

/** The mentoring forms' language files (resources/lang/<locale>/<namespace>.json). */
export type MentoringNamespace = 'mentor_settings' | 'applications'

/** Validation messages of the mentoring forms in the viewer's language (see formMessages). */
export function mentoringMessages(ctxOrI18n: HttpContext | I18n, namespace: MentoringNamespace) {
  return formMessages(ctxOrI18n, namespace)
}

export type FieldFailure = { field: string; message: string; rule: string }

/**
 * Fails validation with already translated field messages, the way a
 * validator does (pages: back with the errors; API: VALIDATION_ERROR).
 */
export function failFields(failures: FieldFailure[]) {
  if (failures.length) throw new vineErrors.E_VALIDATION_ERROR(failures)
}
