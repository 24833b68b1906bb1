import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'
import { SESSION_RULES } from '#business/accounts'

/**
 * Sessions live on the server, so that signing out ends them for good: in
 * the app's database (SESSION_DRIVER=database, the embedded default) or in
 * Redis when several app instances share them (SESSION_DRIVER=redis). The
 * cookie only carries the signed session id. A cookie store is not offered:
 * a copy of its cookie would stay valid after sign-out until it expired.
 */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'mm-session',
  clearWithBrowser: false,
  age: SESSION_RULES.age,
  cookie: {
    path: '/',
    httpOnly: true,
    // HTTPS only in production (a browser still keeps it on http://localhost).
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER'),
  stores: {
    database: stores.database(),
    redis: stores.redis({ connection: 'main' }),
  },
})

/**
 * A session is committed only when there is something to send: none for a visitor whose session stays empty,
 * and one that nothing changed is renewed (cookie and store expiry) at most this often, where the library
 * renews every session on every request. #middleware/session_middleware applies it; null: the library's way.
 */
export const sessionRenewalMs: number | null = 10 * 60 * 1000

export default sessionConfig
