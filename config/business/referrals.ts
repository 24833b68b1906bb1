/**
 * Referral programme rules (spec section 9 and product decisions).
 */
export const REFERRAL_RULES = {
  codeLength: 8,
  /** Characters of generated codes: no look-alikes (0/O, 1/I/L). */
  codeAlphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789',
  /** The friend's discount code is valid this many days. */
  discountValidityDays: 30,
  /** A referral converts if the first paid invoice succeeds within this many days of sign-up. */
  conversionWindowDays: 30,
  /** Referrer's credit per converted referral, in euros. */
  creditPerConversionEur: 10,
  /** One free session reward per this many converted referrals. */
  conversionsPerFreeSession: 3,
  defaultPageSize: 10,
  firstPage: 1,
  maxPageSize: 50,
  /** Query parameter that captures a code on any page. */
  queryParam: 'r',
  /** Name of the local-storage key and cookie holding a captured code. */
  storageKey: 'referralCode',
  rewardMaxAttempts: 5,
  /** How long a captured code is kept (cookie) before sign-up. */
  captureDays: 30,
} as const

const CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${REFERRAL_RULES.codeLength}}$`)

/** A captured code in its stored form (upper case), or null when it cannot be a code. */
export function normalizeReferralCode(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return CODE_PATTERN.test(trimmed) ? trimmed.toUpperCase() : null
}

export const REFERRAL_STATUSES = ['pending', 'converted', 'expired'] as const
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number]

export const REWARD_TYPES = ['credit', 'free_session', 'discount'] as const
export type RewardType = (typeof REWARD_TYPES)[number]

export const REWARD_STATUSES = ['pending', 'processed', 'failed'] as const
export type RewardStatus = (typeof REWARD_STATUSES)[number]

/** Progress to the next free session, in percent (spec section 4). */
export function nextFreeSessionProgress(successfulReferrals: number): number {
  const remainder = successfulReferrals % REFERRAL_RULES.conversionsPerFreeSession
  return (remainder / REFERRAL_RULES.conversionsPerFreeSession) * 100
}

/** Referrals still needed for the next free session; a remainder of 0 shows the full count. */
export function referralsUntilNextFreeSession(successfulReferrals: number): number {
  const remainder = successfulReferrals % REFERRAL_RULES.conversionsPerFreeSession
  return REFERRAL_RULES.conversionsPerFreeSession - remainder
}

/** Days left on a discount code: rounded up, never negative. */
export function discountExpiryDaysRemaining(expiry: Date, now: Date = new Date()): number {
  const ms = expiry.getTime() - now.getTime()
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000)
}
