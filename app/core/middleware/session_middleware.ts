import { configProvider } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { Session } from '@adonisjs/session'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
// The library's middleware module also adds the session's redirect and validation-error macros.
import '@adonisjs/session/session_middleware'
import { sessionRenewalMs } from '#config/session'

let resolved: Promise<ResolvedSessionConfig | null> | undefined

/** The session key that holds when the session was last committed (epoch ms). */
const RENEWED_AT = 'renewedAt'

/**
 * Whether the request changed the session, or its last renewal is sessionRenewalMs old. An
 * empty session the request did not change is not committed: its cookie names a session the
 * store no longer holds (signed out, expired, or replaced by a sign-in answered meanwhile), and
 * committing it would set that cookie again, over the one the sign-in set: a background call
 * sent just before signing in and answered just after it signed the member out.
 */
function mustCommit(session: Session, renewalMs: number, now: number) {
  if (session.fresh) return !session.isEmpty || !session.responseFlashMessages.isEmpty
  if (
    session.hasBeenModified ||
    session.hasRegeneratedSession ||
    !session.responseFlashMessages.isEmpty
  ) {
    return true
  }
  if (session.isEmpty) return false
  const renewedAt = session.get(RENEWED_AT)
  return typeof renewedAt !== 'number' || now - renewedAt >= renewalMs
}

/**
 * Whether the answer is a page (a full load or an Inertia visit), which shows the flash
 * messages, rather than a JSON call or a real-time stream, which show none. A full load names
 * HTML in its Accept header; a call that accepts any type (no Accept header, as the real-time client's
 * subscribe sends) is not a page.
 */
function showsPage(ctx: HttpContext) {
  return !!ctx.request.header('x-inertia') || ctx.request.types().includes('text/html')
}

/**
 * @adonisjs/session's middleware, with the library's Session and config, except
 * that the session is committed as sessionRenewalMs (config/session.ts) says, and
 * that a request showing no page leaves the flash messages to the page they were
 * meant for: the library hands them to whichever request comes next, so a
 * background call (the build check, a count, a stream) answered between a redirect
 * and the page it leads to took the page's toast away.
 */
export default class SessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    resolved ??= configProvider.resolve<ResolvedSessionConfig>(app, app.config.get('session'))
    const config = await resolved
    if (!config) throw new Error('config/session.ts must export defineConfig(...)')
    if (!config.enabled) return next()
    const session = new Session(config, config.stores[config.store], emitter, ctx)
    ctx.session = session
    await session.initiate(false)
    const keepsFlash = !session.flashMessages.isEmpty && !showsPage(ctx)
    const values = keepsFlash ? JSON.stringify(session.all()) : undefined
    const response = await next()
    if (keepsFlash) {
      const changed =
        session.hasRegeneratedSession ||
        !session.responseFlashMessages.isEmpty ||
        JSON.stringify(session.all()) !== values
      // Unchanged: nothing is written, and the store still holds the messages.
      if (!changed) return response
      session.reflash()
    }
    const now = Date.now()
    if (sessionRenewalMs === null || mustCommit(session, sessionRenewalMs, now)) {
      if (sessionRenewalMs !== null && !session.isEmpty) session.put(RENEWED_AT, now)
      await session.commit()
    }
    return response
  }
}
