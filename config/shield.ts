import type { IncomingMessage, ServerResponse } from 'node:http'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'
import { analyticsClientConfig } from '#config/analytics'
import { SESSION_RULES } from '#business/accounts'

/**
 * The analytics hosts' origins (its API, and the assets host its scripts come
 * from, see config/analytics.ts), allowed to load its client and receive its
 * events, only while analytics is configured (read per request: a process
 * may re-point analyticsSettings).
 */
function analyticsOrigins() {
  const config = analyticsClientConfig()
  if (!config) return ''
  const origins = new Set<string>()
  for (const url of [config.host, config.assetsHost]) {
    try {
      origins.add(new URL(url).origin)
    } catch {
      // Not a URL: the client cannot load from it either.
    }
  }
  return [...origins].join(' ')
}

/**
 * Development and tests only: the Vite dev client's HMR websocket, on the
 * page's host name at Vite's own port.
 */
function viteSocket(request: IncomingMessage) {
  if (app.inProduction) return ''
  const host = (request.headers.host ?? 'localhost').replace(/:\d+$/, '')
  return /^[\w.-]+$|^\[[\d:a-f]+\]$/i.test(host) ? `ws://${host}:*` : ''
}

/** Sources that apply to this request only, joined (none: no stray blanks in the header). */
const sources =
  (...parts: ((request: IncomingMessage, response: ServerResponse) => string)[]) =>
  (request: IncomingMessage, response: ServerResponse) =>
    parts
      .map((part) => part(request, response))
      .filter(Boolean)
      .join(' ')

/** The nonce Shield made for this response (the views get it as `cspNonce`). */
const nonce = (_: IncomingMessage, response: ServerResponse) =>
  `'nonce-${(response as ServerResponse & { nonce: string }).nonce}'`

const shieldConfig = defineConfig({
  /**
   * Content-Security-Policy on every response (set by
   * #middleware/security_headers_middleware, so 404 pages have it too).
   * Scripts: our own files and the per-request nonce (`cspNonce` in the
   * views: the Vite tags carry it); no inline script runs without it.
   * Styles keep 'unsafe-inline': React `style` attributes and MUI/emotion's
   * <style> elements in the admin console.
   */
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`, sources(nonce, analyticsOrigins)],
      scriptSrcAttr: [`'none'`],
      styleSrc: [`'self'`, `'unsafe-inline'`],
      // Profile images live under /uploads; the image form previews a blob: URL.
      imgSrc: [`'self'`, 'data:', 'blob:'],
      fontSrc: [`'self'`, 'data:'],
      connectSrc: [sources(() => `'self'`, analyticsOrigins, viteSocket)],
      objectSrc: [`'none'`],
      baseUri: [`'self'`],
      // Sign-in with Google and Stripe Checkout are redirects, not form posts.
      formAction: [`'self'`],
      frameAncestors: [`'none'`],
    },
    reportOnly: false,
  },

  /**
   * Configure CSRF protection options. Refer documentation
   * to learn more
   */
  csrf: {
    enabled: true,
    // Stripe signs its webhook calls (app/billing/routes/webhooks.ts).
    exceptRoutes: ['/webhooks/stripe'],
    // Inertia's client sends the XSRF-TOKEN cookie back as the X-XSRF-TOKEN header.
    enableXsrfCookie: true,
    // As long as a session (not the app's 2-hour cookie default): writes work while signed in.
    cookieOptions: { maxAge: SESSION_RULES.age },
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },

  /**
   * No page may be framed (frame-ancestors 'none' above, X-Frame-Options for
   * older browsers).
   */
  xFrame: {
    enabled: true,
    action: 'DENY',
  },

  /**
   * HTTPS only, in production (a development or test server is plain HTTP).
   */
  hsts: {
    enabled: app.inProduction,
    maxAge: '180 days',
  },

  /**
   * Disable browsers from sniffing the content type of a
   * response and always rely on the "content-type" header.
   */
  contentTypeSniffing: {
    enabled: true,
  },
})

/**
 * Headers Shield has no setting for, sent beside its own with every response
 * (#middleware/security_headers_middleware): other sites get our origin only as
 * Referer, and no page may use the camera, microphone, location, payments or USB.
 */
export const extraSecurityHeaders = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
}

/**
 * A read of the JSON API (GET or HEAD under /api/) in a session with no CSRF secret gets none: it
 * changes nothing, and Shield would start a stored session, and send its cookie, for every anonymous
 * read. #middleware/csrf_middleware applies it; false: Shield's guard on every routed request.
 */
export const csrfSkipsTokenlessApiReads = true

export default shieldConfig
