import type {
  ExperienceLevel,
  MatchingCompanySize,
  MatchSort,
  SessionFormat,
} from '#business/matching'

/** Matching criteria as the API takes them (snake_case, spec section 3). */
export type Criteria = {
  industries: number[]
  skills: number[]
  experience_level: ExperienceLevel | null
  company_size: MatchingCompanySize | null
  min_rating: number | null
  session_format: SessionFormat | null
  goals: string
  max_results: number | null
}

/** Criteria as the server sends them (the onboarding prefill, a saved preference). */
export type CriteriaInput = {
  [K in keyof Criteria]?: K extends 'goals' ? string | null : Criteria[K]
}

export type MatchResult = {
  id: number
  slug: string | null
  name: string
  photo: string | null
  headline: string | null
  headline_lang: string | null
  score: number
  reasons: { factor: string; points: number; text: string }[]
  rating: number
  ratings_count: number
  years_of_experience: number
  sessions_count: number
  hourly_rate: number
  next_available_at: string | null
  industries: { id: number; name: string; years: number }[]
  skills: { id: number; name: string; matched: boolean }[]
}

export type Pagination = {
  total: number
  page: number
  limit: number
  pages: number
  hasMore: boolean
}

export type MatchPage = { data: MatchResult[]; pagination: Pagination }

export type Preference = {
  id: number
  name: string
  criteria: CriteriaInput
  created_at: string | null
}

export type IndustryOption = { id: number; name: string; sector: string }
export type SkillOption = { id: number; name: string }

export type FieldErrors = Partial<Record<string, string>>

export type SortValue = MatchSort

/** Criteria from the server (a saved preference, the onboarding prefill) with every field set. */
export function completeCriteria(partial: CriteriaInput | null | undefined): Criteria {
  return {
    industries: partial?.industries ?? [],
    skills: partial?.skills ?? [],
    experience_level: partial?.experience_level ?? null,
    company_size: partial?.company_size ?? null,
    min_rating: partial?.min_rating ?? null,
    session_format: partial?.session_format ?? null,
    goals: partial?.goals ?? '',
    max_results: partial?.max_results ?? null,
  }
}

/** What the API receives: empty goals as null, a 0 minimum rating as none. */
export function criteriaPayload(criteria: Criteria) {
  return {
    ...criteria,
    goals: criteria.goals.trim() ? criteria.goals : null,
    min_rating: criteria.min_rating ? criteria.min_rating : null,
  }
}

/** The first message for a field, whether the server named the field, an item or the nested criteria. */
export function errorFor(errors: FieldErrors, field: keyof Criteria | string) {
  for (const [key, message] of Object.entries(errors)) {
    const name = key.replace(/^criteria\./, '')
    if (name === field || name.startsWith(`${field}.`)) return message ?? null
  }
  return null
}
