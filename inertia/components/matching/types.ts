import type { Data } from '@generated/data'
import type { MatchSort } from '#business/matching'
import type { ApiAnswer } from '~/lib/api'

/** Criteria as the page receives them (the onboarding prefill, a saved preference). */
export type CriteriaInput = Data.Mentoring.MatchingCriteria

/** Matching criteria as the form edits them (goals as text) and the API takes them (spec section 3). */
export type Criteria = Omit<CriteriaInput, 'goals'> & { goals: string }

/** A page of results and its "why not", as the search calls answer it (the results only come from them). */
export type MatchPage = Pick<
  ApiAnswer<'mentoring.matching.search'>,
  'data' | 'pagination' | 'whyNot'
>
export type MatchResult = MatchPage['data'][number]
export type Pagination = MatchPage['pagination']
/** A thin search's "why not": the criterion to remove, as the viewer reads it, and the gain. */
export type MatchWhyNot = NonNullable<MatchPage['whyNot']>

export type Preference = Data.Mentoring.MatchingPreference

export type IndustryOption = Data.Mentoring.IndustryOption
export type SkillOption = Data.Mentoring.SkillOption

export type FieldErrors = Partial<Record<string, string>>

export type SortValue = MatchSort

/**
 * Criteria from the server (a saved preference, the onboarding prefill, Quick Match's), every
 * field set by MatchingCriteriaTransformer, as the form edits them.
 */
export function completeCriteria(input: CriteriaInput): Criteria {
  return { ...input, goals: input.goals ?? '' }
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
