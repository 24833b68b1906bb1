import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Every page knows whether someone is signed in (the header shows it).
 *
 * A request that came with neither a session cookie nor a "remember me"
 * cookie cannot be signed in: the guard is not asked (it would emit its
 * event and fail with an exception only to answer no). `auth.user` stays
 * unset and `auth.check()` or the auth middleware still ask it if called.
 *
 * Otherwise the guard runs; for a visitor it fails by throwing an
 * E_UNAUTHORIZED_ACCESS that check() catches at once, and that error's stack
 * trace, captured twice, was the dearest part of the request. The guard's
 * checks up to that error run synchronously, so they run with stack traces
 * off; anything that awaits (loading a signed-in member) runs after they are
 * back on.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const rememberMe = ctx.auth.use().rememberMeKeyName
    if (ctx.session.fresh && ctx.request.cookiesList()[rememberMe] === undefined) return next()

    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    let checking: Promise<boolean>
    try {
      checking = ctx.auth.check()
    } finally {
      Error.stackTraceLimit = limit
    }
    await checking
    return next()
  }
}
