import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

/**
 * Rate limits count in the database by default, and in Redis when several
 * app instances run (LIMITER_STORE=redis).
 */
const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE'),
  stores: {
    // Expired rows go with the daily retention job (app/core/services/retention.ts), not the
    // store's own 5-minute timer: that timer outlives the database connection when the app stops
    // and its query then fails as an unhandled rejection (rate-limiter-flexible 9 and 11).
    database: stores.database({ tableName: 'rate_limits', clearExpiredByTimeout: false }),
    redis: stores.redis({ connectionName: 'main' }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
