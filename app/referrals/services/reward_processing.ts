import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import locks from '@adonisjs/lock/services/main'
import { REFERRAL_RULES } from '#business/referrals'
import { userById } from '#accounts/index'
import Reward from '#referrals/models/reward'
import { stripeClient, stripeCustomerFor } from '#billing/index'
import { grantFreeSessions } from '#referrals/services/conversion'

export type RewardRunSummary = {
  /** Pending rewards found at the start. */
  found: number
  processed: number
  /** Failed this time, will be tried again. */
  retrying: number
  /** Gave up after rewardMaxAttempts. */
  failed: number
  /** Claimed by another run at the same time. */
  skipped: number
  /** Free sessions granted while reconciling conversion counts. */
  freeSessionsGranted: number
}

function rowCount(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result)
}

function stamp(value: DateTime) {
  return value.toUTC().toFormat(db.connection().dialect.dateTimeFormat)
}

/**
 * Pays one credit reward as a Stripe customer credit: a negative customer
 * balance transaction, with the reward's idempotency key so a retry (or a
 * concurrent run) gets Stripe's first answer instead of a second credit.
 * Returns the balance transaction id, or null without Stripe (test mode).
 */
async function payCredit(reward: Reward): Promise<string | null> {
  const stripe = stripeClient()
  if (!stripe) return null
  const referrer = await userById(reward.referrerUserId)
  if (!referrer) throw new Error(`reward ${reward.id}: the referrer's account is gone`)
  const customer = await stripeCustomerFor(referrer)
  const transaction = await stripe.customers.createBalanceTransaction(
    customer,
    {
      amount: -reward.amountCents,
      currency: 'eur',
      description: 'Referral reward',
      metadata: { reward_id: String(reward.id), user_id: String(referrer.id) },
    },
    { idempotencyKey: reward.idempotencyKey }
  )
  return transaction.id
}

/**
 * Processes pending rewards: a credit becomes a Stripe customer credit where
 * Stripe is configured (else it is simply marked processed); a free session is
 * processed without Stripe (booking spends it). Each reward is taken under a
 * per-reward lock and claimed with a conditional UPDATE on its attempt count,
 * so of two runs at once only one works on it; the Stripe idempotency key and the unique balance-transaction
 * id make a retry after a crash pay nothing twice. A failure is kept with its
 * error and retried next run, `failed` after rewardMaxAttempts.
 */
export async function processRewards(
  options: { now?: DateTime; onProgress?: (done: number, total: number) => void } = {}
): Promise<RewardRunSummary> {
  const now = options.now ?? DateTime.utc()
  const summary: RewardRunSummary = {
    found: 0,
    processed: 0,
    retrying: 0,
    failed: 0,
    skipped: 0,
    freeSessionsGranted: 0,
  }

  // Conversions that raced each other may have missed a free session.
  const referrers = await db
    .from('referrals')
    .where('status', 'converted')
    .distinct('referrer_user_id')
  for (const row of referrers) {
    summary.freeSessionsGranted += await grantFreeSessions(row.referrer_user_id, undefined, now)
  }

  const pending = await Reward.query().where('status', 'pending').orderBy('id')
  summary.found = pending.length
  let done = 0
  for (const reward of pending) {
    const outcome = await processOne(reward, now)
    summary[outcome]++
    done++
    options.onProgress?.(done, pending.length)
  }
  return summary
}

type Outcome = 'processed' | 'retrying' | 'failed' | 'skipped'

/**
 * One reward under a per-reward lock (another run holding it skips it), read
 * again inside the lock: a run that listed it before it was processed sees
 * it processed and does nothing.
 */
async function processOne(listed: Reward, now: DateTime): Promise<Outcome> {
  const lock = locks.createLock(`referrals:reward:${listed.id}`, '2m')
  if (!(await lock.acquireImmediately())) return 'skipped'
  try {
    const reward = await Reward.find(listed.id)
    if (!reward || reward.status !== 'pending') return 'skipped'
    return await claimAndProcess(reward, now)
  } finally {
    await lock.release()
  }
}

async function claimAndProcess(reward: Reward, now: DateTime): Promise<Outcome> {
  // The conditional UPDATE is the claim: of two writers only one moves the count.
  const claimed = await db
    .from('rewards')
    .where('id', reward.id)
    .where('status', 'pending')
    .where('attempts', reward.attempts)
    .update({ attempts: reward.attempts + 1, updated_at: stamp(now) })
  if (rowCount(claimed) !== 1) return 'skipped'
  const attempts = reward.attempts + 1

  try {
    const transactionId = reward.type === 'credit' ? await payCredit(reward) : null
    await db
      .from('rewards')
      .where('id', reward.id)
      .where('status', 'pending')
      .update({
        status: 'processed',
        processed_at: stamp(now),
        last_error: null,
        stripe_balance_transaction_id: transactionId,
        updated_at: stamp(now),
      })
    return 'processed'
  } catch (error) {
    const gaveUp = attempts >= REFERRAL_RULES.rewardMaxAttempts
    logger.warn({ err: error, rewardId: reward.id, attempts }, 'referral reward not processed')
    await db
      .from('rewards')
      .where('id', reward.id)
      .where('status', 'pending')
      .update({
        status: gaveUp ? 'failed' : 'pending',
        last_error: String((error as Error)?.message ?? error).slice(0, 2000),
        updated_at: stamp(now),
      })
    return gaveUp ? 'failed' : 'retrying'
  }
}
