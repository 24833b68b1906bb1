import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import edge from 'edge.js'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { csrfSkipsTokenlessApiReads } from '#config/shield'
import { isApiPath } from '#core/http'

let csrfGuard: ShieldMiddleware | undefined

/** A read of the JSON API in a session that holds no CSRF secret (where Shield keeps it) yet. */
function tokenlessApiRead(ctx: HttpContext) {
  const method = ctx.request.method()
  return (
    (method === 'GET' || method === 'HEAD') && isApiPath(ctx) && !ctx.session.has('csrf-secret')
  )
}

/**
 * Shield's CSRF guard (config/shield.ts) for every routed request, but for
 * the reads csrfSkipsTokenlessApiReads leaves alone. Shield's response
 * headers come from #middleware/security_headers_middleware.
 */
export default class CsrfMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    if (csrfSkipsTokenlessApiReads && tokenlessApiRead(ctx)) return next()
    csrfGuard ??= new ShieldMiddleware(
      { csrf: app.config.get<ShieldConfig>('shield').csrf } as ShieldConfig,
      encryption.use(),
      edge
    )
    return csrfGuard.handle(ctx, next)
  }
}
