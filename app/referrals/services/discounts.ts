import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { MemberDiscount } from '#billing/index'
import DiscountCode from '#referrals/models/discount_code'

/** The member's referral discount code that can still be used, if any. */
export async function usableDiscountOf(
  userId: number,
  now: DateTime
): Promise<MemberDiscount | null> {
  const code = await DiscountCode.query()
    .where('userId', userId)
    .whereNull('usedAt')
    .where('expiresAt', '>', now.toUTC().toFormat(db.connection().dialect.dateTimeFormat))
    .orderBy('percent', 'desc')
    .orderBy('expiresAt', 'asc')
    .first()
  return code ? { id: code.id, code: code.code, percent: code.percent } : null
}

/** Marks a discount code used (once), in the checkout's transaction. */
export async function useDiscount(
  discountId: number,
  at: DateTime,
  trx: TransactionClientContract
) {
  await DiscountCode.query({ client: trx })
    .where('id', discountId)
    .whereNull('usedAt')
    .update({ used_at: at.toUTC().toFormat(trx.dialect.dateTimeFormat) })
}
