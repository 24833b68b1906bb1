import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import edge from 'edge.js'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { extraSecurityHeaders } from '#config/shield'

let guards: ShieldMiddleware | undefined

/**
 * The CSP guard shares its nonce with ctx.view, which makes an Edge renderer
 * for every request, and Edge lists the components folders on disk again for
 * each renderer even with templates cached (its components plugin takes its
 * `recurring` flag from the options the instance was created with, before the
 * provider turns the cache on). With cached templates, as in production, the
 * list cannot change: it is read once.
 */
function listComponentsOnce() {
  const listComponents = edge.loader.listComponents.bind(edge.loader)
  let components: ReturnType<typeof listComponents> | undefined
  edge.loader.listComponents = () => (components ??= listComponents())
}

/**
 * One set of header guards per process: the middleware class is made again for
 * every request, and building the guards (the CSP directives checked and
 * normalised) cost more than applying them.
 */
function headerGuards() {
  if (!guards) {
    if (app.inProduction) listComponentsOnce()
    const config = app.config.get<ShieldConfig>('shield', {})
    guards = new ShieldMiddleware(
      { ...config, csrf: { ...config.csrf, enabled: false } },
      encryption.use()
    )
  }
  return guards
}

/**
 * The response headers of config/shield.ts (Content-Security-Policy with a
 * fresh nonce, shared with the views as `cspNonce`; X-Frame-Options; HSTS in
 * production; X-Content-Type-Options) and the extra ones (Referrer-Policy,
 * Permissions-Policy), on every response, including the 404 page of a path
 * no route matches. CSRF, which needs the session, stays with the router's
 * #middleware/shield_middleware.
 */
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    for (const [name, value] of Object.entries(extraSecurityHeaders)) {
      ctx.response.header(name, value)
    }
    return headerGuards().handle(ctx, next)
  }
}
