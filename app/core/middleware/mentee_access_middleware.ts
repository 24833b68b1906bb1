import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppError } from '#core/errors'

/**
 * What only mentees (and admins) have: plans, subscription and the PRO
 * features. Mentors volunteer and buy nothing: refused like every role
 * guard (a page load gets the 404 page, see the exception handler; a call
 * 403 FORBIDDEN). Runs after `auth`.
 */
export default class MenteeAccessMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.getUserOrFail()
    if (user.role === 'MENTOR') throw new AppError('FORBIDDEN')
    return next()
  }
}
