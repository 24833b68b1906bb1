import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppError } from '#core/errors'

/**
 * Admin console and its REST resources: ADMIN only. Runs after `auth`.
 */
export default class AdminMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.auth.getUserOrFail().role !== 'ADMIN') {
      throw new AppError('FORBIDDEN')
    }
    return next()
  }
}
