import { api } from '~/lib/api'
import {
  criteriaPayload,
  type Criteria,
  type CriteriaInput,
  type MatchPage,
  type Preference,
  type SortValue,
} from '~/components/matching/types'

/**
 * The matching page's JSON calls. Their criteria and saved preferences come from the same
 * transformers as the page's props, so the answers are the props' shapes.
 */

type SearchAnswer = MatchPage & { criteria?: CriteriaInput }

/** A page of results for the criteria (Guided Search, Advanced Filters, a saved preference). */
export function searchMatches(
  criteria: Criteria,
  sort: SortValue,
  page: number
): Promise<SearchAnswer> {
  return api('mentoring.matching.search', {
    body: { ...criteriaPayload(criteria), sort, page },
    silent: true,
  })
}

/**
 * Quick Match: a page of results and the criteria it took from the onboarding answers;
 * `anyIndustry` (its "why not" relax) takes mentors outside their sectors too.
 */
export function quickMatch(
  sort: SortValue,
  page: number,
  anyIndustry: boolean
): Promise<SearchAnswer> {
  return api('mentoring.matching.quick', { body: { sort, page, anyIndustry }, silent: true })
}

export async function savePreference(name: string, criteria: Criteria): Promise<Preference> {
  const answer = await api('mentoring.matching.preferences.store', {
    body: { name, criteria: criteriaPayload(criteria) },
    silent: true,
  })
  return answer.preference
}

export async function preferenceCriteria(preference: Preference): Promise<CriteriaInput> {
  const answer = await api('mentoring.matching.preferences.show', {
    params: { id: preference.id },
  })
  return answer.preference.criteria
}

export async function deletePreference(preference: Preference) {
  await api('mentoring.matching.preferences.destroy', { params: { id: preference.id } })
}
