/**
 * The referral calls' shapes (spec section 3: Referral info, Referred-user
 * item, Reward, Pagination, Was-referred). The page's first page and the
 * /api/referral/* calls answer the same shapes, from the same services.
 */
export type {
  Page as Paged,
  Pagination,
  ReferralInfo,
  ReferredUserItem,
  RewardItem,
} from '#referrals/services/referral_views'
export type { GeneratedCode } from '#referrals/services/codes'

export type { WasReferred } from '#referrals/services/attribution'
