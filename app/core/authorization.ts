import { AuthorizationResponse } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { ERROR_STATUS } from '#core/errors'

/**
 * How the modules' policies (app/<module>/policies, run by ctx.bouncer)
 * answer. A refusal is one of the spec's two: FORBIDDEN (the caller may know
 * the thing but may not do this) or NOT_FOUND (nothing is revealed, as for a
 * session to someone who is not a party of it), with an i18n key for its
 * message. The exception handler turns bouncer's E_AUTHORIZATION_FAILURE into
 * the spec's error object (status, errorCode, the message in the viewer's
 * language, requestId), exactly as an AppError with the same code and key.
 */

export type Refusal = 'FORBIDDEN' | 'NOT_FOUND'

export function allow() {
  return AuthorizationResponse.allow()
}

/** A refusal with its spec error code and the i18n key of its message (the code's own by default). */
export function deny(errorCode: Refusal, messageKey?: string) {
  const key = messageKey ?? `errors.codes.${errorCode}`
  return AuthorizationResponse.deny(key, ERROR_STATUS[errorCode]).t(key)
}

/** The spec error code of a refusal (bouncer's own, e.g. for a guest, is FORBIDDEN). */
export function refusalCode(response: AuthorizationResponse): Refusal {
  return response.status === ERROR_STATUS.NOT_FOUND ? 'NOT_FOUND' : 'FORBIDDEN'
}

/** Whether a policy action's answer allows (for pages that show what the viewer may do). */
export function isAllowed(response: AuthorizerResponse) {
  return typeof response === 'boolean' ? response : response.authorized
}
