import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Every page knows whether someone is signed in (the header shows it).
 *
 * For a visitor the session guard fails by throwing an E_UNAUTHORIZED_ACCESS
 * that check() catches at once: the error's stack trace, captured twice,
 * was the dearest part of an anonymous request. The guard's checks up to
 * that error run synchronously, so they run with stack traces off; anything
 * that awaits (loading a signed-in member) runs after they are back on.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
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
