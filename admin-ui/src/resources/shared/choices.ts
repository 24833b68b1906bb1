/**
 * Values of the enums the console filters and edits, as the API sends them. They
 * mirror config/business (accounts, pricing, referrals, sessions, pro_features);
 * labels come from `<prefix>.<value>` in the console's messages.
 */
export const ROLES = ['ADMIN', 'MENTOR', 'STUDENT'] as const
export const USER_STATUSES = ['active', 'suspended'] as const
export const LOCALES = ['en', 'it'] as const
/** A mentor's company sizes are the matching bands (config/business/matching.ts). */
export const COMPANY_SIZES = ['startup', 'small', 'medium', 'large', 'enterprise'] as const
export const APPLICATION_BASES = [
  'revenue_or_investment',
  'senior_experience',
  'investing_track_record',
  'relevant_network',
] as const
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export const SESSION_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const
export const SESSION_DURATIONS = [30, 45, 60, 90] as const
export const PLANS = ['FREE', 'BASE', 'PRO'] as const
export const BILLING_PERIODS = ['monthly', 'trimestral', 'annual'] as const
export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'cancelled', 'past_due'] as const
export const PAYMENT_KINDS = ['subscription', 'session'] as const
export const PAYMENT_STATUSES = [
  'paid',
  'open',
  'failed',
  'void',
  'refunded',
  'partially_refunded',
] as const
export const REFERRAL_STATUSES = ['pending', 'converted', 'expired'] as const
export const REWARD_TYPES = ['credit', 'free_session', 'discount'] as const
export const REWARD_STATUSES = ['pending', 'processed', 'failed'] as const
export const HELP_REQUEST_TOPICS = [
  'fundraising',
  'product',
  'growth',
  'hiring',
  'career',
  'other',
] as const
export const HELP_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const
/** The site's editable texts (database/seeding/content_pages.ts CONTENT_KEYS). */
export const CONTENT_KEYS = [
  'about',
  'privacy',
  'cookie_policy',
  'terms',
  'pricing_faq',
  'home_hero',
  'home_benefits',
  'home_expert_types',
  'home_how_it_works',
  'home_selection_criteria',
  'home_cta',
] as const
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const // ISO: Monday = 1

/** Choices for a SelectInput; react-admin translates each `name`. */
export function choicesOf(prefix: string, values: readonly (string | number)[]) {
  return values.map((value) => ({ id: value, name: `${prefix}.${value}` }))
}

/** Limits the console checks before the server does (the server has the last word). */
export const RULES = {
  rejectionReasonMin: 10,
  rejectionReasonMax: 1000,
  cancelReasonMax: 500,
  refundReasonMax: 500,
  headlineMax: 160,
  bioMin: 50,
  bioMax: 4000,
  yearsMax: 70,
  bufferMaxMinutes: 120,
  maxSessionsPerMonthMax: 200,
} as const
