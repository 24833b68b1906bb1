import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Pages for signed-out visitors only (login, register...): a signed-in
 * user is sent to the dashboard.
 */
export default class GuestMiddleware {
  redirectTo = '/dashboard'

  async handle(ctx: HttpContext, next: NextFn) {
    if (await ctx.auth.check()) {
      return ctx.response.redirect(this.redirectTo, true)
    }
    return next()
  }
}
