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
 * @adonisjs/session's middleware, except that a session is only committed
 * once it holds something: a request that came without a session cookie and
 * left its session empty (an anonymous JSON read, a crawler's visit to a page
 * that issues no CSRF token) gets no session cookie. The library would send
 * a fresh, signed id for an empty session on every such request, a cookie that
 * identifies nothing and costs an HMAC per answer. A session that came with a
 * cookie is committed as before (its expiry is renewed). A session without a
 * cookie is not read from the store either (see unread).
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
    if (!session.fresh || !session.isEmpty || !session.responseFlashMessages.isEmpty) {
      await session.commit()
    }
    return response
  }
}
