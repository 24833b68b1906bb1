import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Session } from '@adonisjs/session'
import type { ResolvedSessionConfig, SessionStoreFactory } from '@adonisjs/session/types'
// The library's middleware module also adds the session's redirect and validation-error macros.
import '@adonisjs/session/session_middleware'

let resolved: Promise<ResolvedSessionConfig> | undefined

function sessionConfig() {
  resolved ??= configProvider
    .resolve<ResolvedSessionConfig>(app, app.config.get('session'))
    .then((config) => {
      if (!config) throw new Error('config/session.ts must export defineConfig(...)')
      return config
    })
  return resolved
}

/**
 * The store of a session that came without a cookie: its id was drawn just
 * now, so nothing is stored under it and reading it (a Redis round trip with
 * SESSION_DRIVER=redis) can only find nothing.
 */
function unread(factory: SessionStoreFactory): SessionStoreFactory {
  return (ctx, config) => {
    const store = factory(ctx, config)
    store.read = () => null
    return store
  }
}

/**
 * How long a session that nothing changed goes without being renewed: its
 * cookie sent again with a new expiry (and, with Redis, its key's). The
 * library renews it on every request: a cookie encrypted and a signed id
 * per answer (about 4 % of a booking's CPU), and with Redis a round trip.
 * A session lasts its `age` from its last renewal, so at least `age` less
 * this from the last request.
 */
export const SESSION_RENEWAL_MS = 10 * 60 * 1000

/** The session key that holds when the session was last committed (epoch ms). */
const RENEWED_AT = 'renewedAt'

/** Whether the request changed the session, or its last renewal is older than SESSION_RENEWAL_MS. */
function mustCommit(session: Session, now: number) {
  if (session.fresh) return !session.isEmpty || !session.responseFlashMessages.isEmpty
  if (
    session.hasBeenModified ||
    session.hasRegeneratedSession ||
    session.isEmpty ||
    !session.responseFlashMessages.isEmpty
  ) {
    return true
  }
  const renewedAt = session.get(RENEWED_AT)
  return typeof renewedAt !== 'number' || now - renewedAt >= SESSION_RENEWAL_MS
}

/**
 * @adonisjs/session's middleware, except that a session is only committed
 * when there is something to send:
 *   - a request that came without a session cookie and left its session
 *     empty (an anonymous JSON read, a crawler's visit to a page that issues
 *     no CSRF token) gets no session cookie. The library would send a fresh,
 *     signed id for an empty session on every such request, a cookie that
 *     identifies nothing and costs an HMAC per answer. Such a session is not
 *     read from the store either (see unread);
 *   - a session that came with a cookie and that the request did not change
 *     is renewed at most every SESSION_RENEWAL_MS.
 */
export default class SessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const config = await sessionConfig()
    if (!config.enabled) return next()
    const factory = config.stores[config.store]
    const fresh = ctx.request.cookie(config.cookieName) === undefined
    const session = new Session(config, fresh ? unread(factory) : factory, emitter, ctx)
    ctx.session = session
    await session.initiate(false)
    const response = await next()
    const now = Date.now()
    if (mustCommit(session, now)) {
      if (!session.isEmpty) session.put(RENEWED_AT, now)
      await session.commit()
    }
    return response
  }
}
