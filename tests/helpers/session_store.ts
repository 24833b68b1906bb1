import type { ApplicationService } from '@adonisjs/core/types'

/**
 * The session test plugins (`loginAs`, `withCsrfToken`, `withSession`) write
 * the test's session into an in-memory store. When the app runs with Redis
 * sessions (SESSION_DRIVER=redis, as in CI's PostgreSQL pass), they must
 * write into Redis instead, so every test exercises the real store.
 */
export function useActiveSessionStoreInTestClients(app: ApplicationService) {
  const provider = app.config.get<any>('session')
  app.config.set('session', {
    type: 'provider',
    async resolver(application: ApplicationService) {
      const config = await provider.resolver(application)
      if (config.store === 'memory' || config.store === 'cookie') return config
      const activeFactory = config.stores[config.store]
      return {
        ...config,
        stores: { ...config.stores, memory: () => activeFactory(undefined, config) },
      }
    },
  })
}
