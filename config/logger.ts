import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, destination, syncDestination } from '@adonisjs/core/logger'

/**
 * Each log line written during a request carries that request's id
 * (the HTTP logger is a child logger bound to `request_id`).
 *
 * In production each entry is one line of JSON on stdout, written by the
 * process itself (asynchronously). A pino transport would write it from a
 * worker thread with a V8 heap of its own: about 15-20 MB more RSS per
 * process (npm run budgets, the memory figure). In development and tests, a
 * synchronous pretty printer (plain JSON when the terminal has no colours).
 */
const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'mentoring-marketplace',
      level: env.get('LOG_LEVEL'),
      destination: app.inProduction
        ? destination({ dest: 1, sync: false })
        : await syncDestination(),
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
