import env from '#start/env'

/** Whether any scale-out switch selects Redis. */
export function redisInUse(): boolean {
  return (
    env.get('SESSION_DRIVER') === 'redis' ||
    env.get('LIMITER_STORE') === 'redis' ||
    env.get('LOCK_STORE') === 'redis' ||
    env.get('QUEUE_DRIVER') === 'redis'
  )
}
