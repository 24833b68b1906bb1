import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppError } from '#core/errors'
import { wantsJson } from '#core/http'

/**
 * Dashboard and settings pages need a completed onboarding. Runs after `auth`.
 */
export default class OnboardedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.getUserOrFail()
    if (!user.onboarded && user.role === 'STUDENT') {
      if (wantsJson(ctx)) {
        throw new AppError('FORBIDDEN', { messageKey: 'errors.auth.onboardingRequired' })
      }
      return ctx.response.redirect('/onboarding')
    }
    return next()
  }
}
