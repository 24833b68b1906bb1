import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import PlanPolicy from '#billing/policies/plan_policy'

/**
 * Plans, payments and the PRO features (`middleware.menteeAccess()`): whoever
 * PlanPolicy lets use them. Runs after `auth`.
 */
export default class PlanAccessMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.bouncer.with(PlanPolicy).authorize('use')
    return next()
  }
}
