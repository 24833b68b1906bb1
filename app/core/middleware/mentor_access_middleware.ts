import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppError } from '#core/errors'

/**
 * Mentor profile and schedule settings: mentors (and admins). Runs after `auth`.
 */
export default class MentorAccessMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.getUserOrFail()
    if (user.role !== 'MENTOR' && user.role !== 'ADMIN') {
      throw new AppError('FORBIDDEN', { messageKey: 'errors.auth.mentorOnly' })
    }
    return next()
  }
}
