import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppError } from '#core/errors'
import { UPLOAD_ROUTES } from '#config/bodyparser'

const BODY_TYPES = ['application/json', 'application/*+json', 'application/x-www-form-urlencoded']

/**
 * An API write with a body the body parser does not read (text/plain, XML,
 * or multipart anywhere but an upload route) would reach the controller as
 * an empty body: a partial update would answer 200 having changed nothing.
 * It answers 415 with the spec's error object instead.
 */
export default class RequestBodyTypeMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const hasBody =
      Number(request.header('content-length') ?? 0) > 0 || request.header('transfer-encoding')
    if (request.url().startsWith('/api/') && hasBody) {
      const upload = ctx.route ? UPLOAD_ROUTES.includes(ctx.route.pattern) : false
      const types = upload ? [...BODY_TYPES, 'multipart/form-data'] : BODY_TYPES
      if (!request.is(types)) {
        throw new AppError('VALIDATION_ERROR', {
          status: 415,
          messageKey: 'errors.body.unsupportedType',
        })
      }
    }
    return next()
  }
}
