import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import edge from 'edge.js'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { isApiPath } from '#core/http'

let csrf: ShieldMiddleware | undefined

/** One CSRF guard per process: the middleware class is made again for every request. */
function csrfGuard() {
  csrf ??= new ShieldMiddleware(
    { csrf: app.config.get<ShieldConfig>('shield', {}).csrf } as ShieldConfig,
    encryption.use(),
    app.usingEdgeJS ? edge : undefined
  )
  return csrf
}

/**
 * Shield's CSRF check (config/shield.ts) for every routed request (the
 * response headers come from #middleware/security_headers_middleware, which
 * runs for every request), except that a read of the JSON API (GET or HEAD
 * under /api/) issues no CSRF token: it changes nothing, and the pages a
 * browser visits first have already set the XSRF-TOKEN cookie that the API
 * client sends back with its writes, which are still all checked. Such a
 * read then leaves the session untouched and costs no cookie encryption.
 */
export default class AppShieldMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const method = ctx.request.method()
    const jsonRead = (method === 'GET' || method === 'HEAD') && isApiPath(ctx)
    return jsonRead ? next() : csrfGuard().handle(ctx, next)
  }
}
