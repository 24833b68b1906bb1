import { lineOfText } from '#core/validators/display_text'
import vine, { errors as vineErrors } from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { isTimeZone } from '#accounts/services/time_zones'
import { ACCOUNT_RULES } from '#business/accounts'

/** A known IANA time zone (message: `timezone`). */
export const timeZoneRule = vine.createRule((value: unknown, _options: undefined, field) => {
  if (!isTimeZone(value))
    field.report('The {{ field }} field must be a valid time zone', 'timezone', field)
})

/** A first or last name. */
export const personName = () =>
  vine.string().trim().use(lineOfText()).minLength(1).maxLength(ACCOUNT_RULES.nameMaxLength)

/** Required when the request names the field at all (partial updates). */
export function whenPresent(name: string) {
  return (field: FieldContext) => Object.hasOwn(field.parent ?? {}, name)
}

/** A time zone a partial update may leave out (`timezone`), but not send empty. */
export const editableTimeZone = () =>
  vine.string().trim().use(timeZoneRule()).optional().requiredWhen(whenPresent('timezone'))

/** true for a checked checkbox or a JSON boolean. */
export function isTruthy(value: unknown) {
  return value === true || value === 'true' || value === '1' || value === 1 || value === 'on'
}

/**
 * Fails validation on one field with an already translated message, the
 * same way a validator does (pages: back with the error; API: VALIDATION_ERROR).
 */
export function failField(field: string, message: string, rule = 'invalid'): never {
  throw new vineErrors.E_VALIDATION_ERROR([{ field, message, rule }])
}
