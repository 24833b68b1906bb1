import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { extraSecurityHeaders } from '#config/shield'

/**
 * The response headers of config/shield.ts (Content-Security-Policy with a
 * fresh nonce, shared with the views as `cspNonce`; X-Frame-Options; HSTS in
 * production; X-Content-Type-Options) and the extra ones (Referrer-Policy,
 * Permissions-Policy), on every response, including the 404 page of a path
 * no route matches. CSRF, which needs the session, stays with the router's
 * #middleware/shield_middleware.
 */
export default class SecurityHeadersMiddleware {
  #headers: ShieldMiddleware

  constructor() {
    const config = app.config.get<ShieldConfig>('shield', {})
    this.#headers = new ShieldMiddleware(
      { ...config, csrf: { ...config.csrf, enabled: false } },
      encryption.use()
    )
  }

  handle(ctx: HttpContext, next: NextFn) {
    for (const [name, value] of Object.entries(extraSecurityHeaders)) {
      ctx.response.header(name, value)
    }
    return this.#headers.handle(ctx, next)
  }
}
