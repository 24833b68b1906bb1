import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import AuditLog from '#core/models/audit_log'
import ContactMessage from '#core/models/contact_message'
import { appMailbox } from '#core/services/mailbox'
import { retentionRules, type RetentionRule } from '#core/services/personal_data'
import { toDbInstant } from '#database/columns'
import { RETENTION } from '#business/retention'

/*
| The retention job's work: every module's rules (registered from their providers) and core's
| own. What the framework's parts already expire themselves is not repeated here: expired
| sessions of the database store (its garbage collection) and finished queue jobs (removed when
| they end, the queue's default). Rate-limit rows are here: the limiter's own timer is off
| (config/limiter.ts).
*/

const CORE_RULES: RetentionRule[] = [
  {
    module: 'core',
    what: 'audit-log entries',
    keptFor: `${RETENTION.auditLogDays} days`,
    run: async (now) => {
      const before = olderThan(now, { days: RETENTION.auditLogDays })
      return deletedCount(await AuditLog.query().where('createdAt', '<', before).delete())
    },
  },
  {
    module: 'core',
    what: 'contact-form messages',
    keptFor: `${RETENTION.contactMessageDays} days`,
    run: async (now) => {
      const before = olderThan(now, { days: RETENTION.contactMessageDays })
      return deletedCount(await ContactMessage.query().where('createdAt', '<', before).delete())
    },
  },
  {
    module: 'core',
    what: 'rate-limit counters',
    keptFor: `${RETENTION.rateLimitHours} hour after their window`,
    run: async (now) => {
      // The limiter's store writes `expire` as epoch milliseconds.
      const before = now.minus({ hours: RETENTION.rateLimitHours }).toMillis()
      return deletedCount(await db.from('rate_limits').where('expire', '<', before).delete())
    },
  },
  {
    module: 'core',
    what: 'captured e-mails (development mailbox)',
    keptFor: `${RETENTION.capturedMailDays} days`,
    run: (now) =>
      appMailbox().removeOlderThan(now.minus({ days: RETENTION.capturedMailDays }).toJSDate()),
  },
]

/** The instant `duration` before `now`, as a query binding (`where('created_at', '<', ...)`). */
export function olderThan(now: DateTime, duration: { days: number } | { years: number }) {
  return toDbInstant(now.minus(duration))
}

/** The count a query builder's `delete()` answers, whichever the driver. */
export function deletedCount(result: unknown): number {
  const first = Array.isArray(result) ? result[0] : result
  return typeof first === 'number' ? first : Number(first ?? 0)
}

export type RetentionOutcome = Pick<RetentionRule, 'module' | 'what' | 'keptFor'> & {
  removed: number | null
  error?: string
}

/**
 * Runs every rule once. A rule that fails is logged and reported without stopping the others
 * (`removed: null`); each is safe to run again, or twice at once.
 */
export async function runRetention(now: DateTime = DateTime.utc()): Promise<RetentionOutcome[]> {
  const outcomes: RetentionOutcome[] = []
  for (const { module, what, keptFor, run } of [...CORE_RULES, ...retentionRules()]) {
    try {
      outcomes.push({ module, what, keptFor, removed: await run(now) })
    } catch (error) {
      logger.error({ err: error, module, what }, 'retention rule failed')
      outcomes.push({ module, what, keptFor, removed: null, error: String(error) })
    }
  }
  return outcomes
}
