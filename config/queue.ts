import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, drivers } from '@adonisjs/queue'

/**
 * Jobs live in the application database by default (no server needed) and
 * in Redis when QUEUE_DRIVER=redis. Job files sit in each module's jobs folder.
 */
export default defineConfig({
  default: env.get('QUEUE_DRIVER'),
  adapters: {
    database: drivers.database({ connectionName: env.get('DB_CONNECTION', 'sqlite') }),
    redis: drivers.redis({ connectionName: 'main' }),
    sync: drivers.sync(),
  },
  worker: {
    concurrency: 5,
    idleDelay: '1s',
  },
  locations: [app.makePath('app/*/jobs/**/*.{ts,js}')],
})
