import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/**
 * Rate limits count in the database by default, and in Redis when several
 * app instances run (LIMITER_STORE=redis).
 */
const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE'),
  stores: {
    // Expired rows go an hour after they expire (the store's own clean-up, every 5 minutes).
    database: stores.database({ tableName: 'rate_limits', clearExpiredByTimeout: true }),
    redis: stores.redis({ connectionName: 'main' }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
