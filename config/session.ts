import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

/**
 * Cookie sessions need no server; several app instances share sessions
 * through Redis (SESSION_DRIVER=redis).
 */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'mm-session',
  clearWithBrowser: false,
  age: '7d',
  cookie: {
    path: '/',
    httpOnly: true,
    // HTTPS only in production (a browser still keeps it on http://localhost).
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER'),
  stores: {
    cookie: stores.cookie(),
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig
