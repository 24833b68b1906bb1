import type { Data } from '@generated/data'
import type {
  ExperienceLevel,
  MatchingCompanySize,
  MatchSort,
  SessionFormat,
} from '#business/matching'
import type { ApiAnswer } from '~/lib/api'

/** Matching criteria as the form edits them and the API takes them (spec section 3). */
export type Criteria = {
  industries: number[]
  skills: number[]
  experienceLevel: ExperienceLevel | null
  companySize: MatchingCompanySize | null
  minRating: number | null
  sessionFormat: SessionFormat | null
  goals: string
  maxResults: number | null
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
    experienceLevel: partial?.experienceLevel ?? null,
    companySize: partial?.companySize ?? null,
    minRating: partial?.minRating ?? null,
    sessionFormat: partial?.sessionFormat ?? null,
    goals: partial?.goals ?? '',
    maxResults: partial?.maxResults ?? null,
  }
}

/** What the API receives: empty goals as null, a 0 minimum rating as none. */
export function criteriaPayload(criteria: Criteria) {
  return {
    ...criteria,
    goals: criteria.goals.trim() ? criteria.goals : null,
    minRating: criteria.minRating ? criteria.minRating : null,
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
