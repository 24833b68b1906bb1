import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { extraSecurityHeaders } from '#config/shield'

let shieldHeaders: ShieldMiddleware | undefined

/**
 * Shield's response headers (config/shield.ts: Content-Security-Policy with a
 * fresh nonce, shared with the views as `cspNonce`; X-Frame-Options; HSTS in
 * production; X-Content-Type-Options) and extraSecurityHeaders, for every
 * request: a server middleware, so that the 404 page of a path no route
 * matches has them too. Shield's CSRF guard needs the session, which only
 * routed requests have: it runs in #middleware/csrf_middleware.
 */
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    shieldHeaders ??= new ShieldMiddleware(
      { ...app.config.get<ShieldConfig>('shield'), csrf: { enabled: false } },
      encryption.use()
    )
    for (const [name, value] of Object.entries(extraSecurityHeaders)) {
      ctx.response.header(name, value)
    }
    return shieldHeaders.handle(ctx, next)
  }
}
