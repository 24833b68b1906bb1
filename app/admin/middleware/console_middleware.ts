import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ConsolePolicy from '#admin/policies/console_policy'

/**
 * The admin console and its REST resources (`middleware.admin()`): whoever
 * ConsolePolicy lets use them. Runs after `auth`.
 */
export default class ConsoleMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.bouncer.with(ConsolePolicy).authorize('use')
    return next()
  }
}
