import type { DateTime } from 'luxon'
import { port } from '#core/port'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/** A percentage discount a member holds for their first subscription (a referred friend's). */
export type MemberDiscount = { id: number; code: string; percent: number }

/**
 * The discounts members hold. They are referrals' (a referred friend gets one, and referrals
 * depends on billing), so referrals provides them when the app starts rather than billing
 * importing it.
 */
export type MemberDiscounts = {
  /** The member's discount that can still be used now, the largest first. */
  usableOf(userId: number, now: DateTime): Promise<MemberDiscount | null>
  /** Marks a discount used (once), in the checkout's transaction. */
  use(discountId: number, at: DateTime, trx: TransactionClientContract): Promise<void>
}

const discounts = port<MemberDiscounts>("Members' discounts")

export const offerMemberDiscountsWith = discounts.provide
export const memberDiscounts = discounts.get
