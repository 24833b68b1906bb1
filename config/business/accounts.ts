/**
 * Accounts: roles, statuses, profile fields and their bounds.
 */
export const ROLES = ['ADMIN', 'MENTOR', 'STUDENT'] as const
export type Role = (typeof ROLES)[number]

export const USER_STATUSES = ['active', 'suspended'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

/** Profile company sizes (spec section 3). */
export const COMPANY_SIZES = ['solo', 'small', 'medium', 'large', 'enterprise'] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]

export const DISCOVERY_SOURCES = [
  'search',
  'linkedin',
  'social',
  'friend',
  'event',
  'press',
  'other',
] as const
export type DiscoverySource = (typeof DISCOVERY_SOURCES)[number]

/** What a single-use e-mailed token (stored hashed) is for. */
export const AUTH_TOKEN_PURPOSES = ['email_verification', 'password_reset'] as const
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number]

export const PROFILE_IMAGE_RULES = {
  maxBytes: 5 * 1024 * 1024,
  minWidth: 160,
  minHeight: 160,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'] as const,
  extensions: ['jpg', 'jpeg', 'png', 'webp'] as const,
} as const

export const ACCOUNT_RULES = {
  nameMaxLength: 80,
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  /** Minimum strength score (0 very weak .. 4 strong) accepted for a password. */
  passwordMinScore: 2,
  slugMinLength: 3,
  slugMaxLength: 60,
  /** E-mail verification and password-reset links expire after these. */
  verificationTokenHours: 48,
  passwordResetTokenHours: 2,
} as const

export const MENTOR_APPLICATION_BASES = [
  'revenue_or_investment',
  'senior_experience',
  'investing_track_record',
  'relevant_network',
] as const
export type MentorApplicationBasis = (typeof MENTOR_APPLICATION_BASES)[number]

export const MENTOR_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type MentorApplicationStatus = (typeof MENTOR_APPLICATION_STATUSES)[number]

/** Selection criteria thresholds shown to visitors (euros, years). */
export const MENTOR_SELECTION = {
  revenueOrInvestmentEur: 100_000,
  seniorYears: 20,
  investingEur: 100_000,
} as const
