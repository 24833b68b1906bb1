import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { REFERRAL_RULES } from '#business/referrals'

type Client = QueryClientContract

function rowCount(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result)
}

function stamp(value: DateTime, client: Client) {
  return value.toUTC().toFormat(client.dialect.dateTimeFormat)
}

/** Idempotency keys: one credit per referral, the n-th free session of a referrer. */
export const rewardKeys = {
  credit: (referralId: number) => `credit:referral:${referralId}`,
  freeSession: (referrerId: number, nth: number) => `free_session:${referrerId}:${nth}`,
}

/**
 * Grants the referrer's missing free sessions: one for every
 * `conversionsPerFreeSession` converted referrals. Inserted by unique key
 * (`free_session:<referrer>:<n>`), so concurrent callers never grant twice;
 * rewards:process calls it again, catching a conversion that raced another.
 */
export async function grantFreeSessions(
  referrerId: number,
  client: Client = db.connection(),
  now: DateTime = DateTime.utc()
): Promise<number> {
  const counted = await client
    .from('referrals')
    .where('referrer_user_id', referrerId)
    .where('status', 'converted')
    .count('* as total')
  const conversions = Number(counted[0]?.total ?? 0)
  const due = Math.floor(conversions / REFERRAL_RULES.conversionsPerFreeSession)
  const before = await freeSessionCount(referrerId, client)
  for (let nth = before + 1; nth <= due; nth++) {
    await client
      .insertQuery()
      .table('rewards')
      .insert({
        referrer_user_id: referrerId,
        referral_id: null,
        type: 'free_session',
        amount_cents: 0,
        status: 'pending',
        attempts: 0,
        idempotency_key: rewardKeys.freeSession(referrerId, nth),
        created_at: stamp(now, client),
        updated_at: stamp(now, client),
      })
      .onConflict('idempotency_key')
      .ignore()
  }
  return Math.max(0, (await freeSessionCount(referrerId, client)) - before)
}

async function freeSessionCount(referrerId: number, client: Client) {
  const counted = await client
    .from('rewards')
    .where('referrer_user_id', referrerId)
    .where('type', 'free_session')
    .count('* as total')
  return Number(counted[0]?.total ?? 0)
}

/**
 * A paid invoice of `userId`: if it is their first payment (amount above 0)
 * and comes within the conversion window, their pending referral converts and
 * the referrer earns a pending credit (and a free session every 3 conversions).
 * The pending -> converted change is one conditional UPDATE and the rewards
 * are inserted by unique key: calling it again, or concurrently, adds nothing.
 * Pass the billing transaction as `client` when called inside one.
 */
export async function convertReferralOnPayment(
  userId: number,
  paidAt: DateTime | null,
  amountCents: number,
  client: Client = db.connection()
): Promise<boolean> {
  if (!paidAt || !(amountCents > 0)) return false
  const referral = await client
    .from('referrals')
    .where('referred_user_id', userId)
    .where('status', 'pending')
    .select('id', 'referrer_user_id')
    .first()
  if (!referral) return false
  const now = DateTime.utc()
  const changed = await client
    .from('referrals')
    .where('id', referral.id)
    .where('status', 'pending')
    .where('expires_at', '>=', stamp(paidAt, client))
    .update({
      status: 'converted',
      converted_at: stamp(paidAt, client),
      updated_at: stamp(now, client),
    })
  if (rowCount(changed) !== 1) return false
  await client
    .insertQuery()
    .table('rewards')
    .insert({
      referrer_user_id: referral.referrer_user_id,
      referral_id: referral.id,
      type: 'credit',
      amount_cents: REFERRAL_RULES.creditPerConversionEur * 100,
      status: 'pending',
      attempts: 0,
      idempotency_key: rewardKeys.credit(referral.id),
      created_at: stamp(now, client),
      updated_at: stamp(now, client),
    })
    .onConflict('idempotency_key')
    .ignore()
  await grantFreeSessions(referral.referrer_user_id, client, now)
  return true
}

/** Pending referrals past their window become `expired` (one UPDATE; safe to repeat). */
export async function expireReferrals(now: DateTime = DateTime.utc()): Promise<number> {
  const client = db.connection()
  const changed = await client
    .from('referrals')
    .where('status', 'pending')
    .where('expires_at', '<', stamp(now, client))
    .update({ status: 'expired', updated_at: stamp(now, client) })
  return rowCount(changed)
}
