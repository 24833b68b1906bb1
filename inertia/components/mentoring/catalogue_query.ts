import type { Data } from '@generated/data'
import { urlFor } from '~/client'

type Filters = Data.Mentoring.CatalogueFilters

/** The query string of a search: only what differs from the defaults, so URLs stay short. */
export function queryOf(filters: Filters, page = 1) {
  const query: Record<string, string> = {}
  if (filters.q.trim()) query.q = filters.q.trim()
  if (filters.skills.length) query.skills = filters.skills.join(',')
  if (filters.industries.length) query.industries = filters.industries.join(',')
  if (filters.priceMin !== null) query.price_min = String(filters.priceMin)
  if (filters.priceMax !== null) query.price_max = String(filters.priceMax)
  if (filters.sort !== 'default') query.sort = filters.sort
  if (page > 1) query.page = String(page)
  return query
}

export function urlOf(filters: Filters, page = 1) {
  return urlFor('mentoring.mentors', undefined, { qs: queryOf(filters, page) })
}
