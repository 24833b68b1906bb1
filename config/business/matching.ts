import type { CompanySize } from '#business/accounts'

/**
 * Mentor matching: criteria bounds and the points of each factor (score out of 100).
 */
export const MATCHING_RULES = {
  industriesMin: 1,
  industriesMax: 10,
  skillsMax: 15,
  goalsMaxLength: 1000,
  maxResultsOptions: [5, 10, 20, 50] as const,
  defaultPageSize: 10,
  savedPreferenceNameMaxLength: 80,
  /** Saved searches a member may keep. */
  savedPreferencesMax: 20,
  quickMatchEstimatedMinutes: 2,
  /** Minimum rating criterion bounds, and the choices the form offers (0: any). */
  minRatingMin: 0,
  minRatingMax: 5,
  minRatingOptions: [0, 3, 3.5, 4, 4.5] as const,
  /** Similar mentors offered to the mentees of a mentor who leaves (suspended or deleted). */
  similarMentorsOffered: 3,
} as const

/**
 * "Why not" (product decisions): a search that finds fewer than `fewerThan`
 * mentors says which single criterion, removed, would add the most, and how
 * many. Only criteria that narrow the results are weighed: in matching the
 * industries (they stay required and keep scoring, but relaxing them lets
 * mentors outside their sectors match: `anyIndustry`) and the minimum rating
 * (skills, experience, company size and goals only rank; a result limit is
 * never below `fewerThan`); in the mentor list every filter. Equal gains go
 * to the criterion listed first, the order the forms show them in.
 */
export const WHY_NOT = {
  fewerThan: 5,
  matchingCriteria: ['industries', 'minRating'] as const,
  catalogueCriteria: ['q', 'skills', 'industries', 'priceMin', 'priceMax'] as const,
} as const
export type MatchingRelaxable = (typeof WHY_NOT.matchingCriteria)[number]
export type CatalogueRelaxable = (typeof WHY_NOT.catalogueCriteria)[number]

export const MATCHING_POINTS = {
  perSkill: 5,
  skillsMax: 25,
  exactIndustry: 25,
  relatedIndustry: 10,
  experienceLevel: 15,
  companySize: 10,
  ratingHigh: 10, // rating >= 4.5
  ratingGood: 5, // rating >= 4.0
  availabilitySoon: 15, // a free slot within 7 days
  availabilityLater: 8, // a free slot within 14 days
} as const

/**
 * Result pages kept in memory per app instance, keyed by the catalogue's
 * version tokens (changed by database triggers with every write that can
 * change a match), so a kept page is never older than the last commit. The
 * availability factor reads the clock to this resolution (a kept page is
 * reused within the same minute).
 */
export const MATCHING_CACHE = {
  maxPages: 500,
  clockResolutionSeconds: 60,
} as const

export const MATCHING_THRESHOLDS = {
  ratingHigh: 4.5,
  ratingGood: 4.0,
  availabilitySoonDays: 7,
  availabilityLaterDays: 14,
} as const

export const EXPERIENCE_LEVELS = {
  entry: { min: 0, max: 2 },
  mid: { min: 3, max: 7 },
  senior: { min: 8, max: 15 },
  executive: { min: 15, max: null },
} as const
export type ExperienceLevel = keyof typeof EXPERIENCE_LEVELS
export const EXPERIENCE_LEVEL_KEYS = Object.keys(EXPERIENCE_LEVELS) as ExperienceLevel[]

/** Company sizes used by matching (employees). */
export const MATCHING_COMPANY_SIZES = {
  startup: { min: 1, max: 50 },
  small: { min: 51, max: 200 },
  medium: { min: 201, max: 1000 },
  large: { min: 1001, max: 5000 },
  enterprise: { min: 5001, max: null },
} as const
export type MatchingCompanySize = keyof typeof MATCHING_COMPANY_SIZES
export const MATCHING_COMPANY_SIZE_KEYS = Object.keys(
  MATCHING_COMPANY_SIZES
) as MatchingCompanySize[]

/**
 * Quick Match and the Guided Search prefill read the company size answered at
 * onboarding (profile sizes: solo 1, small 2-5, medium 6-20, large 21-50,
 * enterprise 51+) as the matching band holding it: every profile size up to 50
 * people is a startup (1-50); "51+" is read as its lowest band, small (51-200).
 */
export const ONBOARDING_COMPANY_SIZE_TO_MATCHING: Record<CompanySize, MatchingCompanySize> = {
  solo: 'startup',
  small: 'startup',
  medium: 'startup',
  large: 'startup',
  enterprise: 'small',
}

/**
 * Every mentor takes calls by video and by phone (the communication tool is
 * picked at booking), so the session format is kept with the criteria (and
 * handed on to the booking) without narrowing the matches.
 */
export const SESSION_FORMATS = ['video', 'phone', 'any'] as const
export type SessionFormat = (typeof SESSION_FORMATS)[number]

export const MENTOR_SORTS = [
  'default',
  'availability',
  'rating-desc',
  'rating-asc',
  'sessions-desc',
  'sessions-asc',
] as const
export type MentorSort = (typeof MENTOR_SORTS)[number]

/**
 * Result orders: best match first; highest rating, most years, most sessions
 * first; lowest hourly rate first. Ties fall back to the match score.
 */
export const MATCH_SORTS = ['score', 'rating', 'experience', 'sessions', 'hourly_rate'] as const
export type MatchSort = (typeof MATCH_SORTS)[number]

/** The scoring factors, each giving one reason when it scores. */
export const MATCH_FACTORS = [
  'skills',
  'industry',
  'experience',
  'companySize',
  'rating',
  'availability',
] as const
export type MatchFactor = (typeof MATCH_FACTORS)[number]

export const MENTOR_LIST_RULES = {
  pageSize: 12,
  /** Largest page a JSON call may ask for. */
  maxPageSize: 50,
  /** Highest page number accepted in a URL. */
  maxPage: 1000,
  /** A shared URL with `page=N` renders pages 1..N on the server, up to this many. */
  maxRenderedPages: 10,
  searchMaxLength: 100,
  /** Scroll restoration on return from a mentor profile. */
  scrollAttempts: 10,
  scrollAttemptIntervalMs: 500,
  scrollOffsetPx: 100,
} as const

/** PRO members' requests for personalised matching by the team. */
export const MATCHING_REQUEST_STATUSES = ['open', 'handled'] as const
export type MatchingRequestStatus = (typeof MATCHING_REQUEST_STATUSES)[number]
export const MATCHING_REQUEST_RULES = { messageMinLength: 20, messageMaxLength: 2000 } as const
