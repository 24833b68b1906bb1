import type { ApplicationService } from '@adonisjs/core/types'
import type { PluginFn } from '@japa/runner/types'
import { ApiClient } from '@japa/api-client'
import { decoratorsCollection } from '@japa/browser-client'
import type { SessionStoreContract } from '@adonisjs/session/types'

/** Writes and deletions the test session clients started and did not wait for. */
const storeCalls = new Set<Promise<unknown>>()
/** Browser-context session calls that `loginAs` starts without waiting for them. */
const contextCalls = new Set<Promise<unknown>>()

/** Keeps a promise in `set` until it settles. */
function track<T>(set: Set<Promise<unknown>>, promise: T) {
  if (promise instanceof Promise) {
    set.add(promise)
    promise.finally(() => set.delete(promise)).catch(() => {})
  }
  return promise
}

async function settle(set: Set<Promise<unknown>>) {
  while (set.size) await Promise.allSettled([...set])
}

/** Waits until every session write a test client started has reached the store. */
export async function settleTestSessionWrites() {
  await settle(contextCalls)
  await settle(storeCalls)
}

/**
 * The session clients of @adonisjs/session's Japa plugins (`loginAs`,
 * `withSession`, `withCsrfToken`) call the store's `write` and `destroy`
 * without awaiting them (src/client.ts, `commit` and `destroy`): with an
 * in-memory or SQLite store the write is done before the request leaves,
 * with PostgreSQL it may not be, and the server then finds no session (a
 * 419 or 401 now and then). This store keeps what those calls return, so the
 * plugin below can wait for it before a request is sent.
 */
function awaitable(store: SessionStoreContract): SessionStoreContract {
  return new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      // The store's methods read its private fields: they run on the store itself.
      if (property !== 'write' && property !== 'destroy') return value.bind(target)
      return (...args: unknown[]) => track(storeCalls, value.apply(target, args))
    },
  })
}

/**
 * The session test plugins write the test's session into an in-memory store.
 * The app keeps sessions in its database or in Redis (SESSION_DRIVER, Redis
 * in CI's PostgreSQL pass): they must write there instead, so every test
 * exercises the real store.
 */
export function useActiveSessionStoreInTestClients(app: ApplicationService) {
  const provider = app.config.get<any>('session')
  app.config.set('session', {
    type: 'provider',
    async resolver(application: ApplicationService) {
      const config = await provider.resolver(application)
      if (config.store === 'memory') return config
      const activeFactory = config.stores[config.store]
      return {
        ...config,
        stores: {
          ...config.stores,
          memory: () => awaitable(activeFactory(undefined, config)),
        },
      }
    },
  })
}

/**
 * A Japa plugin, registered after the session and auth plugins: an API
 * request is sent, and a browser context's `loginAs` returns, only once the
 * session the test set up is in the store.
 */
export function settledTestSessions(): PluginFn {
  return () => {
    ApiClient.onRequest((request) => {
      request.setup(() => settleTestSessionWrites())
    })
    decoratorsCollection.register({
      context(context) {
        const session = context as any
        for (const name of ['setSession', 'setFlashMessages'] as const) {
          const original = session[name]
          if (typeof original !== 'function') continue
          // Tracked: `loginAs` calls `setSession` without awaiting it.
          session[name] = (...args: unknown[]) =>
            track(
              contextCalls,
              (async () => {
                const result = await original.apply(context, args)
                await settle(storeCalls)
                return result
              })()
            )
        }
        const loginAs = session.loginAs
        if (typeof loginAs === 'function') {
          session.loginAs = async (...args: unknown[]) => {
            const result = await loginAs.apply(context, args)
            await settleTestSessionWrites()
            return result
          }
        }
      },
    })
  }
}
