import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import HealthController from '#core/controllers/health_controller'

const health = new HealthController()

/**
 * GET /health/live and /health/ready answer here, before the router's
 * middleware (body parser, session, CSRF, auth): a probe needs none of them,
 * and with sessions in Redis a Redis outage would otherwise fail the probe
 * with an error page instead of the check that names Redis. The routes stay
 * declared in app/core/routes.ts (same controller) for the route list.
 */
export default class HealthProbeMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.method() === 'GET') {
      const path = ctx.request.url()
      if (path === '/health/live') return ctx.response.send(health.live())
      if (path === '/health/ready') return health.ready(ctx)
    }
    return next()
  }
}
