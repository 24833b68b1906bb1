import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'

/**
 * Forgets the sign-in rate-limit counters (every test request comes from
 * 127.0.0.1, so per-IP limits would otherwise carry over between tests).
 * Only this app's `accounts_*` limiter keys are touched.
 */
export async function clearAuthRateLimits() {
  if (env.get('LIMITER_STORE') === 'redis') {
    const prefix = redis.connection().ioConnection.options.keyPrefix ?? ''
    const keys = await redis.connection().keys(`${prefix}*accounts_*`)
    if (keys.length) await redis.connection().del(...keys.map((key) => key.slice(prefix.length)))
    return
  }
  await db.from('rate_limits').whereLike('key', '%accounts_%').delete()
}
