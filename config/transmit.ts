import env from '#start/env'
import { defineConfig } from '@adonisjs/transmit'
import { redis } from '@adonisjs/transmit/transports/redis'

/**
 * Real-time events (server-sent events) for the conversations. One instance needs nothing else;
 * with several (TRANSMIT_TRANSPORT=redis) each broadcast goes through Redis to every instance,
 * where the browser holding the stream is. The channel carries the process's Redis prefix, so
 * apps (and test processes) sharing a Redis server never hear each other. A ping every 30 s
 * keeps the stream open through proxies that close quiet connections.
 */
const prefix = env.get('REDIS_PREFIX', 'mm:')

export default defineConfig({
  pingInterval: '30s',
  transport:
    env.get('TRANSMIT_TRANSPORT', 'local') === 'redis'
      ? {
          channel: `${prefix}transmit::broadcast`,
          driver: redis({
            host: env.get('REDIS_HOST', '127.0.0.1'),
            port: env.get('REDIS_PORT', 6379),
            password: env.get('REDIS_PASSWORD', '') || undefined,
            db: env.get('REDIS_DB', 0),
          }),
        }
      : null,
})
