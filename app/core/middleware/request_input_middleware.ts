import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppError } from '#core/errors'
import { isApiPath } from '#core/http'
import { UPLOAD_ROUTES } from '#config/bodyparser'

const BODY_TYPES = ['application/json', 'application/*+json', 'application/x-www-form-urlencoded']

type TextFault = 'nulCharacter' | 'invalidUnicode'

/** What is wrong with a text for storage: a NUL character, or broken UTF-16 (a lone surrogate). */
function faultOf(text: string): TextFault | null {
  if (text.includes('\u0000')) return 'nulCharacter'
  return text.isWellFormed() ? null : 'invalidUnicode'
}

/**
 * The first text, value or key, that cannot be stored (see faultOf), with its
 * path (keys, outermost first), else null. Nothing is allocated on the way
 * down: a request without one (nearly all) costs a walk of its keys.
 */
function faultyText(value: unknown, depth = 0): { path: string[]; fault: TextFault } | null {
  if (typeof value === 'string') {
    const fault = faultOf(value)
    return fault ? { path: [], fault } : null
  }
  if (value === null || typeof value !== 'object' || depth > 32) return null
  for (const key of Object.keys(value)) {
    const keyFault = faultOf(key)
    if (keyFault) return { path: [key.replaceAll('\u0000', '').toWellFormed()], fault: keyFault }
    const found = faultyText((value as Record<string, unknown>)[key], depth + 1)
    if (found !== null) {
      found.path.unshift(key)
      return found
    }
  }
  return null
}

/**
 * Two checks on what a request sends, before any controller reads it:
 * - an API write with a body the body parser does not read (text/plain,
 *   XML, or multipart anywhere but an upload route) would reach the
 *   controller as an empty body, and a partial update would answer 200
 *   having changed nothing: it answers 415 with the spec's error object;
 * - a NUL character in any text of the query or the body (valid JSON,
 *   `\u0000`) is refused on its field (422): PostgreSQL cannot store it in a
 *   text column and fails the whole statement (a 500); so is broken UTF-16
 *   (valid JSON, `\ud800` alone), which no strict encoder accepts.
 */
export default class RequestInputMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const hasBody =
      Number(request.header('content-length') ?? 0) > 0 || request.header('transfer-encoding')
    if (isApiPath(ctx) && hasBody) {
      const upload = ctx.route ? UPLOAD_ROUTES.includes(ctx.route.pattern) : false
      const types = upload ? [...BODY_TYPES, 'multipart/form-data'] : BODY_TYPES
      if (!request.is(types)) {
        throw new AppError('VALIDATION_ERROR', {
          status: 415,
          messageKey: 'errors.body.unsupportedType',
        })
      }
    }
    const found = faultyText(request.qs()) ?? faultyText(request.body())
    if (found !== null) {
      const field = found.path.join('.') || 'body'
      throw new AppError('VALIDATION_ERROR', {
        errors: { [field]: [`errors.body.${found.fault}`] },
      })
    }
    return next()
  }
}
