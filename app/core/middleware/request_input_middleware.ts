import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppError } from '#core/errors'
import { isApiPath } from '#core/http'
import { UPLOAD_ROUTES } from '#config/bodyparser'

const BODY_TYPES = ['application/json', 'application/*+json', 'application/x-www-form-urlencoded']

/**
 * The path (keys, outermost first) of the first text, value or key, holding a NUL
 * character, else null. Nothing is allocated on the way down: a request without
 * one (nearly all) costs a walk of its keys.
 */
function nulPath(value: unknown, depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null
  if (value === null || typeof value !== 'object' || depth > 32) return null
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000')) return [key.replaceAll('\u0000', '')]
    const found = nulPath((value as Record<string, unknown>)[key], depth + 1)
    if (found !== null) {
      found.unshift(key)
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
 *   text column and fails the whole statement (a 500).
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
    const path = nulPath(request.qs()) ?? nulPath(request.body())
    if (path !== null) {
      const field = path.join('.') || 'body'
      throw new AppError('VALIDATION_ERROR', { errors: { [field]: ['errors.body.nulCharacter'] } })
    }
    return next()
  }
}
