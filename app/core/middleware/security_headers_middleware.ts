import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomFillSync } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import string from '@adonisjs/core/helpers/string'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import edge from 'edge.js'
import shieldConfig, { extraSecurityHeaders } from '#config/shield'
import { isApiPath } from '#core/http'

type Source = string | ((request: IncomingMessage, response: ServerResponse) => string)
type ResponseWithNonce = ServerResponse & { nonce: string }

/**
 * The policy of config/shield.ts as Shield writes it (`name value value;...`),
 * compiled once: the directives whose sources are all fixed are one string,
 * and only the sources that depend on the request (the nonce, the analytics
 * hosts, the dev server's socket) are asked for per response. Shield's own
 * middleware checked and joined every directive again for every response.
 */
function compilePolicy(directives: Record<string, Source[]>) {
  const parts: Source[] = []
  let text = ''
  for (const [index, [name, sources]] of Object.entries(directives).entries()) {
    text += `${index ? ';' : ''}${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
    for (const source of sources) {
      if (typeof source === 'string') {
        text += ` ${source}`
      } else {
        parts.push(`${text} `, source)
        text = ''
      }
    }
  }
  parts.push(text)
  return (request: IncomingMessage, response: ServerResponse) => {
    let header = ''
    for (const part of parts) header += typeof part === 'string' ? part : part(request, response)
    return header
  }
}

/** The headers that are the same on every response. */
function fixedHeaders(): [string, string][] {
  const headers: [string, string][] = Object.entries(extraSecurityHeaders)
  if (shieldConfig.xFrame?.enabled) headers.push(['X-Frame-Options', shieldConfig.xFrame.action!])
  if (shieldConfig.hsts?.enabled) {
    // Shield's `maxAge`: seconds, or a duration such as '180 days' (read as Shield reads it).
    let value = `max-age=${string.seconds.parse(shieldConfig.hsts.maxAge ?? '180 days')}`
    if (shieldConfig.hsts.includeSubDomains) value += '; includeSubDomains'
    if (shieldConfig.hsts.preload) value += '; preload'
    headers.push(['Strict-Transport-Security', value])
  }
  if (shieldConfig.contentTypeSniffing?.enabled) headers.push(['X-Content-Type-Options', 'nosniff'])
  return headers
}

/**
 * Nonces from a pool of random bytes filled a few kilobytes at a time (as
 * Node's randomUUID does), not a call into the CSPRNG for each response.
 */
const NONCE_BYTES = 12
const pool = Buffer.alloc(NONCE_BYTES * 256)
let poolOffset = pool.length
function freshNonce() {
  if (poolOffset === pool.length) {
    randomFillSync(pool)
    poolOffset = 0
  }
  poolOffset += NONCE_BYTES
  return pool.toString('base64url', poolOffset - NONCE_BYTES, poolOffset)
}

/**
 * Every page's context makes an Edge renderer, and Edge lists the components
 * folders on disk again for each one even with templates cached (its
 * components plugin takes its `recurring` flag from the options the instance
 * was created with, before the provider turns the cache on). With cached
 * templates, as in production, the list cannot change: it is read once.
 */
if (app.inProduction) {
  const listComponents = edge.loader.listComponents.bind(edge.loader)
  let components: ReturnType<typeof listComponents> | undefined
  edge.loader.listComponents = () => (components ??= listComponents())
}

const csp = shieldConfig.csp?.enabled
  ? {
      name: shieldConfig.csp.reportOnly
        ? 'Content-Security-Policy-Report-Only'
        : 'Content-Security-Policy',
      value: compilePolicy(shieldConfig.csp.directives as Record<string, Source[]>),
    }
  : null
const headers = fixedHeaders()

/**
 * The security headers of config/shield.ts on every response, including the
 * 404 page of a path no route matches: Content-Security-Policy with a fresh
 * nonce (shared with the views as `cspNonce`: the Vite tags carry it),
 * X-Frame-Options, HSTS in production, X-Content-Type-Options, and the extra
 * ones (Referrer-Policy, Permissions-Policy). CSRF, which needs the session,
 * stays with Shield in #middleware/shield_middleware.
 *
 * A JSON API call renders no view, so it does not make one to share the nonce
 * with (the context makes an Edge renderer on first use).
 */
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const response = ctx.response.response as ResponseWithNonce
    for (const [name, value] of headers) response.setHeader(name, value)
    if (csp) {
      const nonce = freshNonce()
      ctx.response.nonce = nonce
      response.nonce = nonce
      if (!isApiPath(ctx)) ctx.view.share({ cspNonce: nonce })
      response.setHeader(csp.name, csp.value(ctx.request.request, response))
    }
    return next()
  }
}
