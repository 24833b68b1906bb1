import { CURRENCY } from '#business/pricing'
import { DateTime } from 'luxon'
import {
  REFERRAL_RULES,
  discountExpiryDaysRemaining,
  nextFreeSessionProgress,
  referralsUntilNextFreeSession,
  type ReferralStatus,
  type RewardStatus,
  type RewardType,
} from '#business/referrals'
import {
  formerMemberName,
  membersByIds,
  readerLocale,
  type Member,
  type User,
} from '#accounts/index'
import Referral from '#referrals/models/referral'
import Reward from '#referrals/models/reward'
import DiscountCode from '#referrals/models/discount_code'
import { ensureReferralCode, referralLinkOf } from '#referrals/services/codes'

export type Pagination = {
  total: number
  page: number
  limit: number
  pages: number
  hasMore: boolean
}
export type Page<T> = { data: T[]; pagination: Pagination }

/** A referred-user row: name, date referred, status, subscription date (ISO, UTC). */
export type ReferredUserItem = {
  id: number
  name: string
  referralDate: string
  status: ReferralStatus
  subscriptionDate: string | null
}

/** A reward row: type, amount in euros (0 for a free session), date earned, status. */
export type RewardItem = {
  id: number
  type: RewardType
  amount: number
  currency: 'EUR'
  dateEarned: string
  status: RewardStatus
}

/** GET /api/referral. */
export type ReferralInfo = {
  code: string
  referralCode: string
  referralLink: string
  totalReferrals: number
  numberOfReferrals: number
  successfulReferrals: number
  /** The most recent referred users (the first page of GET /api/referral/referred-users). */
  referredUsers: ReferredUserItem[]
  freeSessionsEarned: number
  freeSessionsAvailable: number
  /** Euros: credits earned (pending or processed). */
  totalCreditsEarned: number
  /** Euros: credits already put on the account's balance (processed). */
  creditsBalance: number
  nextFreeSessionProgress: number
  referralsUntilNextFreeSession: number
  /** About the user's own discount code as a referred friend (false / 0 without one). */
  isDiscountExpired: boolean
  discountExpiryDaysRemaining: number
}

function iso(value: DateTime | null | undefined) {
  return value ? value.toUTC().toISO() : null
}

function pagination(total: number, page: number, limit: number): Pagination {
  const pages = Math.ceil(total / limit)
  return { total, page, limit, pages, hasMore: page < pages }
}

/** A friend who deleted their account is a former member (their referral stays with the referrer). */
function referredItem(
  referral: Referral,
  friend: Member | undefined,
  locale: string
): ReferredUserItem {
  return {
    id: referral.id,
    name: friend ? `${friend.firstName} ${friend.lastName}`.trim() : formerMemberName(locale),
    referralDate: iso(referral.createdAt)!,
    status: referral.status,
    subscriptionDate: iso(referral.convertedAt),
  }
}

function rewardItem(reward: Reward): RewardItem {
  return {
    id: reward.id,
    type: reward.type,
    amount: reward.amountCents / 100,
    currency: CURRENCY,
    dateEarned: iso(reward.createdAt)!,
    status: reward.status,
  }
}

/** GET /api/referral/referred-users: newest first. */
export async function referredUsersPage(
  user: User,
  page: number = REFERRAL_RULES.firstPage,
  limit: number = REFERRAL_RULES.defaultPageSize
): Promise<Page<ReferredUserItem>> {
  const result = await Referral.query()
    .where('referrerUserId', user.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, limit)
  const total = Number(result.total)
  const friends = await membersByIds(
    result.all().flatMap((referral) => referral.referredUserId ?? [])
  )
  const locale = readerLocale(user.locale)
  return {
    data: result
      .all()
      .map((referral) =>
        referredItem(
          referral,
          referral.referredUserId === null ? undefined : friends.get(referral.referredUserId),
          locale
        )
      ),
    pagination: pagination(total, page, limit),
  }
}

/** GET /api/referral/rewards: newest first. */
export async function rewardsPage(
  user: User,
  page: number = REFERRAL_RULES.firstPage,
  limit: number = REFERRAL_RULES.defaultPageSize
): Promise<Page<RewardItem>> {
  const result = await Reward.query()
    .where('referrerUserId', user.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, limit)
  const total = Number(result.total)
  return { data: result.all().map(rewardItem), pagination: pagination(total, page, limit) }
}

/** GET /api/referral: the user's code (created on first use), totals and derived values. */
export async function referralInfo(
  user: User,
  now: DateTime = DateTime.utc()
): Promise<ReferralInfo> {
  const code = await ensureReferralCode(user)
  const referrals = await Referral.query().where('referrerUserId', user.id).select('status')
  const rewards = await Reward.query()
    .where('referrerUserId', user.id)
    .select('type', 'status', 'amountCents', 'usedBySessionId')
  const successful = referrals.filter((one) => one.status === 'converted').length
  const freeSessions = rewards.filter(
    (one) => one.type === 'free_session' && one.status !== 'failed'
  )
  const credits = rewards.filter((one) => one.type === 'credit' && one.status !== 'failed')
  const euros = (list: Reward[]) => list.reduce((sum, one) => sum + one.amountCents, 0) / 100
  const discount = await DiscountCode.query().where('userId', user.id).orderBy('id', 'desc').first()
  const firstPage = await referredUsersPage(user)
  return {
    code,
    referralCode: code,
    referralLink: referralLinkOf(code),
    totalReferrals: referrals.length,
    numberOfReferrals: referrals.length,
    successfulReferrals: successful,
    referredUsers: firstPage.data,
    freeSessionsEarned: freeSessions.length,
    freeSessionsAvailable: freeSessions.filter(
      (one) => one.status === 'processed' && one.usedBySessionId === null
    ).length,
    totalCreditsEarned: euros(credits),
    creditsBalance: euros(credits.filter((one) => one.status === 'processed')),
    nextFreeSessionProgress: nextFreeSessionProgress(successful),
    referralsUntilNextFreeSession: referralsUntilNextFreeSession(successful),
    isDiscountExpired: discount ? discount.expiresAt <= now : false,
    discountExpiryDaysRemaining: discount
      ? discountExpiryDaysRemaining(discount.expiresAt.toJSDate(), now.toJSDate())
      : 0,
  }
}
