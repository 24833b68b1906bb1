import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/lock'

/**
 * Locks guard booking and reward payouts. The database store works across
 * processes sharing one database; Redis when LOCK_STORE=redis.
 */
const lockConfig = defineConfig({
  default: env.get('LOCK_STORE'),
  stores: {
    database: stores.database({ tableName: 'locks' }),
    redis: stores.redis({ connectionName: 'main' }),
    memory: stores.memory(),
  },
})

export default lockConfig

declare module '@adonisjs/lock/types' {
  export interface LockStoresList extends InferLockStores<typeof lockConfig> {}
}
