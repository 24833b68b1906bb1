import { api } from '~/lib/api'
import { camelCased } from '~/lib/camel_case'
import {
  criteriaPayload,
  type Criteria,
  type CriteriaInput,
  type MatchPage,
  type Preference,
  type SortValue,
} from '~/components/matching/types'

/**
 * The matching page's JSON calls. The results keep the API's shape (they only come from these
 * calls); the criteria and the saved preferences, which the page also receives as props, come
 * back camelCase like the props.
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

/** Quick Match: a page of results and the criteria it took from the onboarding answers. */
export async function quickMatch(sort: SortValue, page: number): Promise<SearchAnswer> {
  const answer = await api('mentoring.matching.quick', { body: { sort, page }, silent: true })
  return { ...answer, criteria: camelCased(answer.criteria) }
}

export async function savePreference(name: string, criteria: Criteria): Promise<Preference> {
  const answer = await api('mentoring.matching.preferences.store', {
    body: { name, criteria: criteriaPayload(criteria) },
    silent: true,
  })
  return camelCased(answer.preference)
}

export async function preferenceCriteria(preference: Preference): Promise<CriteriaInput> {
  const answer = await api('mentoring.matching.preferences.show', {
    params: { id: preference.id },
  })
  return camelCased(answer.preference.criteria)
}

export async function deletePreference(preference: Preference) {
  await api('mentoring.matching.preferences.destroy', { params: { id: preference.id } })
}
