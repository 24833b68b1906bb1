import type { DateTime } from 'luxon'
import type { I18n } from '@adonisjs/i18n'
import {
  EXPERIENCE_LEVELS,
  MATCHING_POINTS as POINTS,
  MATCHING_THRESHOLDS as THRESHOLDS,
  type ExperienceLevel,
  type MatchFactor,
  type MatchingCompanySize,
} from '#business/matching'

/**
 * The match score of one mentor for one set of criteria (product decisions,
 * "Matching"): pure, so the unit tests pin every factor and boundary. The
 * search computes the same score in SQL (services/matching.ts) to order
 * thousands of mentors without loading them; a functional test keeps the two
 * equal.
 */

export type ScoringCriteria = {
  skillIds: readonly number[]
  industryIds: readonly number[]
  /** Sectors of the requested industries: a mentor's industry in one of them is "related". */
  sectors: readonly string[]
  experienceLevel?: ExperienceLevel | null
  companySize?: MatchingCompanySize | null
}

export type MentorFacts = {
  skillIds: readonly number[]
  /** `name` in the viewer's language (it goes into the reason). */
  industries: readonly { id: number; sector: string; years: number; name: string }[]
  yearsOfExperience: number
  /** Keys of MATCHING_COMPANY_SIZES the mentor has worked with. */
  companySizes: readonly string[]
  /** Average rating, 0 while unrated. */
  rating: number
  /** Start of the mentor's next free slot; null when none is known. */
  nextAvailableAt: DateTime | null
}

/** One scoring factor's contribution; `key` and `values` render it in any language. */
export type MatchReason = {
  factor: MatchFactor
  key: string
  points: number
  values: Record<string, string | number>
}

export type MatchScore = { score: number; reasons: MatchReason[] }

/** Whether a number of years falls in an experience band (both ends included). */
export function fitsExperienceLevel(years: number, level: ExperienceLevel) {
  const band = EXPERIENCE_LEVELS[level]
  return years >= band.min && (band.max === null || years <= band.max)
}

/** A rating shown in a reason: cut (not rounded) to one decimal, so 4.46 never reads 4.5. */
function shownRating(rating: number) {
  return Math.floor(rating * 10 + 1e-9) / 10
}

export function scoreMatch(criteria: ScoringCriteria, mentor: MentorFacts, now: DateTime) {
  const reasons: MatchReason[] = []
  const add = (factor: MatchFactor, key: string, points: number, values: MatchReason['values']) =>
    reasons.push({ factor, key: `matching.reasons.${key}`, points, values })

  const wanted = new Set(criteria.skillIds)
  const matchedSkills = new Set(mentor.skillIds.filter((id) => wanted.has(id))).size
  if (matchedSkills > 0) {
    add('skills', 'skills', Math.min(POINTS.skillsMax, matchedSkills * POINTS.perSkill), {
      count: matchedSkills,
    })
  }

  // The industry the mentor spent longest in tells the reason.
  const longest = <T extends { years: number }>(items: T[]) =>
    items.reduce<T | null>((best, item) => (!best || item.years > best.years ? item : best), null)
  const exact = longest(mentor.industries.filter((one) => criteria.industryIds.includes(one.id)))
  const related = longest(mentor.industries.filter((one) => criteria.sectors.includes(one.sector)))
  if (exact) {
    add('industry', 'exactIndustry', POINTS.exactIndustry, {
      industry: exact.name,
      years: exact.years,
    })
  } else if (related) {
    add('industry', 'relatedIndustry', POINTS.relatedIndustry, { industry: related.name })
  }

  const level = criteria.experienceLevel
  if (level && fitsExperienceLevel(mentor.yearsOfExperience, level)) {
    add('experience', 'experience', POINTS.experienceLevel, {
      years: mentor.yearsOfExperience,
      level,
    })
  }

  const size = criteria.companySize
  if (size && mentor.companySizes.includes(size)) {
    add('companySize', 'companySize', POINTS.companySize, { size })
  }

  if (mentor.rating >= THRESHOLDS.ratingHigh) {
    add('rating', 'ratingHigh', POINTS.ratingHigh, { rating: shownRating(mentor.rating) })
  } else if (mentor.rating >= THRESHOLDS.ratingGood) {
    add('rating', 'ratingGood', POINTS.ratingGood, { rating: shownRating(mentor.rating) })
  }

  const next = mentor.nextAvailableAt
  if (next) {
    // A value already past is stale (the slot was free when last computed): it counts as soon.
    const days = Math.max(0, Math.round(next.diff(now, 'days').days))
    if (next <= now.plus({ days: THRESHOLDS.availabilitySoonDays })) {
      add('availability', 'availabilitySoon', POINTS.availabilitySoon, { days })
    } else if (next <= now.plus({ days: THRESHOLDS.availabilityLaterDays })) {
      add('availability', 'availabilityLater', POINTS.availabilityLater, { days })
    }
  }

  const score = reasons.reduce((sum, reason) => sum + reason.points, 0)
  return { score, reasons } satisfies MatchScore
}

/** The reasons as sentences in the viewer's language (`i18n` of the request, or i18nManager.locale(x)). */
export function renderReasons(reasons: readonly MatchReason[], i18n: I18n) {
  return reasons.map((reason) => ({
    factor: reason.factor,
    points: reason.points,
    text: i18n.t(reason.key, reason.values),
  }))
}
