import { redisInUse } from '#core/services/redis_usage'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import type { HttpContext } from '@adonisjs/core/http'

type Check = { status: 'ok' | 'error'; message?: string }

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

async function probe(work: () => Promise<unknown>): Promise<Check> {
  try {
    await withTimeout(work(), 2000)
    return { status: 'ok' }
  } catch (error) {
    return { status: 'error', message: (error as Error).message }
  }
}

export default class HealthController {
  /** The process is up. */
  live() {
    return { status: 'ok' }
  }

  /** The process can serve: the database answers, and Redis when it is in use. */
  async ready({ response }: HttpContext) {
    const checks: Record<string, Check> = {
      database: await probe(() => db.rawQuery('select 1')),
    }
    if (redisInUse()) {
      checks.redis = await probe(() => redis.ping())
    }
    const healthy = Object.values(checks).every((check) => check.status === 'ok')
    return response.status(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'error', checks })
  }
}
