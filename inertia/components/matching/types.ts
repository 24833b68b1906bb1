import type { Data } from '@generated/data'
import type {
  ExperienceLevel,
  MatchingCompanySize,
  MatchSort,
  SessionFormat,
} from '#business/matching'
import type { ApiAnswer } from '~/lib/api'

/** Matching criteria as the form edits them and the API takes them (snake_case, spec section 3). */
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

/** Criteria as the page receives them (the onboarding prefill, a saved preference). */
export type CriteriaInput = Data.Mentoring.MatchingCriteria

/** A page of results, as the search calls answer it (the results only come from them). */
export type MatchPage = Pick<ApiAnswer<'mentoring.matching.search'>, 'data' | 'pagination'>
export type MatchResult = MatchPage['data'][number]
export type Pagination = MatchPage['pagination']

export type Preference = Data.Mentoring.MatchingPreference

export type IndustryOption = Data.Mentoring.IndustryOption
export type SkillOption = Data.Mentoring.SkillOption

export type FieldErrors = Partial<Record<string, string>>

export type SortValue = MatchSort

/** Criteria from the server (a saved preference, the onboarding prefill) with every field set. */
export function completeCriteria(partial: CriteriaInput | null | undefined): Criteria {
  return {
    industries: partial?.industries ?? [],
    skills: partial?.skills ?? [],
    experience_level: partial?.experienceLevel ?? null,
    company_size: partial?.companySize ?? null,
    min_rating: partial?.minRating ?? null,
    session_format: partial?.sessionFormat ?? null,
    goals: partial?.goals ?? '',
    max_results: partial?.maxResults ?? null,
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
