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

/** Where Shield keeps a session's CSRF secret. */
const CSRF_SECRET_KEY = 'csrf-secret'

/**
 * Shield's CSRF check (config/shield.ts) for every routed request (the
 * response headers come from #middleware/security_headers_middleware, which
 * runs for every request). A read of the JSON API (GET or HEAD under /api/)
 * by a visitor whose session holds no CSRF secret yet is left alone: it
 * changes nothing, and a secret would start a stored session for every
 * anonymous read. A read within a session that has one renews the XSRF-TOKEN
 * cookie, so a page that only reads keeps its token for as long as its
 * session lasts.
 */
export default class AppShieldMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const method = ctx.request.method()
    const jsonRead = (method === 'GET' || method === 'HEAD') && isApiPath(ctx)
    if (jsonRead && !ctx.session.has(CSRF_SECRET_KEY)) return next()
    return csrfGuard().handle(ctx, next)
  }
}
