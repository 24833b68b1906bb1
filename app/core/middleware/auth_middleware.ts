import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { AppError } from '#core/errors'
import { wantsJson } from '#core/http'

/**
 * Requires a signed-in, active user. A signed-out page visit goes to
 * /login?returnTo=<encoded path>; an API call gets 401 UNAUTHORIZED.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const signedIn = await ctx.auth.check()
    if (signedIn && ctx.auth.user!.status === 'suspended') {
      await ctx.auth.use('web').logout()
      if (wantsJson(ctx)) throw new AppError('FORBIDDEN', { messageKey: 'errors.auth.suspended' })
      return ctx.response.redirect(`/login?reason=suspended`)
    }
    if (!signedIn) {
      if (wantsJson(ctx)) throw new AppError('UNAUTHORIZED')
      const returnTo = encodeURIComponent(ctx.request.url(true))
      return ctx.response.redirect(`/login?returnTo=${returnTo}`)
    }
    return next()
  }
}
