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

/** A member's copy of their data (Settings > Privacy and data): one archive at a time. */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number]

export const DATA_EXPORT_RULES = {
  /** The e-mailed link, and the archive behind it, last this long; then both go. */
  linkDays: 7,
} as const

/** Mentors invited by an operator (ace commands, the admin console). */
export const MENTOR_INVITE_RULES = {
  /** The invitation's set-password link stays valid this long. */
  linkDays: 7,
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

/** The application form to become a mentor, and an admin's rejection reason. */
export const MENTOR_APPLICATION_RULES = {
  profileUrlMaxLength: 500,
  linksMax: 5,
  linkMaxLength: 500,
  motivationMinLength: 50,
  motivationMaxLength: 2000,
  /** The reason is e-mailed to the applicant: a word or two does not explain a rejection. */
  rejectionReasonMinLength: 10,
  rejectionReasonMaxLength: 2000,
} as const

/** Selection criteria thresholds shown to visitors (euros, years). */
export const MENTOR_SELECTION = {
  revenueOrInvestmentEur: 100_000,
  seniorYears: 20,
  investingEur: 100_000,
} as const

/**
 * The onboarding wizard's steps, in order (spec section 3: location, company
 * or none, company size, role, industries, growth challenge, discovery source).
 * The company size step is skipped by a user who answered "no company".
 */
export const ONBOARDING_STEPS = [
  'location',
  'company',
  'company_size',
  'role',
  'industries',
  'challenge',
  'discovery',
] as const
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number]

export const ONBOARDING_RULES = {
  cityMaxLength: 120,
  companyNameMaxLength: 160,
  professionalRoleMaxLength: 120,
  minIndustries: 1,
  maxIndustries: 10,
  growthChallengeMaxLength: 1000,
  discoveryOtherMaxLength: 200,
} as const

/** The guided tour shown once after onboarding, one step per area. */
export const TOUR_STEPS = ['dashboard', 'mentors', 'sessions', 'settings'] as const
export type TourStep = (typeof TOUR_STEPS)[number]
/** pending: not seen yet; completed / skipped: never shown again. */
export const TOUR_STATES = ['pending', 'completed', 'skipped'] as const
export type TourState = (typeof TOUR_STATES)[number]

/**
 * Profile image output: re-encoded as WebP without metadata, the main image
 * fitted inside `size` x `size`, a square thumbnail of `thumbnailSize`.
 */
export const PROFILE_IMAGE_OUTPUT = {
  size: 512,
  thumbnailSize: 96,
  quality: 82,
  directory: 'profile-images',
} as const

/** Personal URLs (/mentors/<slug>) a user may not take: paths of the app. */
export const RESERVED_SLUGS = [
  'admin',
  'api',
  'new',
  'edit',
  'matching',
  'saved',
  'search',
  'settings',
  'dashboard',
  'login',
  'logout',
  'register',
  'onboarding',
  'me',
  'mentor',
  'mentors',
  'profile',
  'help',
  'support',
  'about',
  'pricing',
  'uploads',
] as const
/** Lower-case letters and digits, single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The e-mails a user may switch off (account settings, notifications). */
export const EMAIL_PREFERENCES = [
  'bookings',
  'reminders',
  'final_reminders',
  'outcome_follow_ups',
  'messages',
  'product_news',
  'referrals',
] as const
export type EmailPreference = (typeof EMAIL_PREFERENCES)[number]
/** Service e-mails are on unless switched off; news needs an opt-in. */
export const EMAIL_PREFERENCE_DEFAULTS: Record<EmailPreference, boolean> = {
  bookings: true,
  reminders: true,
  final_reminders: true,
  outcome_follow_ups: true,
  messages: true,
  product_news: false,
  referrals: true,
}

/**
 * Rate limits of the sign-in pages and calls (requests per window). Login
 * counts per e-mail and IP, and per IP alone; forgot-password and resend
 * verification count per e-mail and per IP so one address cannot be flooded.
 */
export const RATE_LIMITS = {
  loginPerEmailAndIp: { requests: 5, duration: '1 minute' },
  loginPerIp: { requests: 20, duration: '1 minute' },
  /**
   * Failed sign-ins per account, from any address (OWASP ASVS 2.2.1): after
   * 10 wrong passwords in 15 minutes the account takes no sign-in for 15
   * minutes (at most 40 guesses an hour); a correct password clears the count.
   */
  loginFailuresPerAccount: { requests: 10, duration: '15 minutes', blockDuration: '15 minutes' },
  registrationPerIp: { requests: 10, duration: '1 hour' },
  forgotPasswordPerEmail: { requests: 3, duration: '1 hour' },
  forgotPasswordPerIp: { requests: 10, duration: '1 hour' },
  resendVerificationPerEmail: { requests: 3, duration: '1 hour' },
  resendVerificationPerIp: { requests: 10, duration: '1 hour' },
  /**
   * Confirming the deletion of one's own account (Settings > Privacy and data): a password
   * guesser holding a signed-in session gets 5 tries per account and 20 per address in 15
   * minutes, then waits 15 minutes.
   */
  accountDeletionPerAccount: { requests: 5, duration: '15 minutes', blockDuration: '15 minutes' },
  accountDeletionPerIp: { requests: 20, duration: '15 minutes', blockDuration: '15 minutes' },
} as const

/** A member deleting their own account (Settings > Privacy and data). */
export const ACCOUNT_DELETION_RULES = {
  /**
   * An account without a password confirms its deletion with a fresh sign-in through its
   * Google or LinkedIn account, which counts for this long.
   */
  freshSignInMinutes: 10,
  /** Invoices stay in the books this long (Italian Civil Code, art. 2220), without the member. */
  invoiceRetentionYears: 10,
} as const

/** Sign-in sessions: "remember me" lifetime and the cookie that tells an expired session apart. */
export const SESSION_RULES = {
  /**
   * A signed-in session lasts this long from its last renewal; the CSRF
   * token's cookie (XSRF-TOKEN) lives as long, so a page left open can write
   * for as long as its session lasts.
   */
  age: '7d',
  rememberMeDays: 30,
  /** Set at sign-in, cleared at sign-out: a visitor who has it but no session was signed out by expiry. */
  hadSessionCookie: 'mm-had-session',
  hadSessionCookieDays: 400,
  returnToMaxLength: 2000,
} as const
