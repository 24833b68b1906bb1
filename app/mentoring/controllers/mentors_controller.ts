import type { HttpContext } from '@adonisjs/core/http'
import type { Infer } from '@vinejs/vine/types'
import type { Locale } from '#business/app'
import { MENTOR_LIST_RULES, MENTOR_SORTS } from '#business/matching'
import { catalogueQueryValidator } from '#mentoring/validators/catalogue'
import { catalogueFacets, searchMentors, type CatalogueQuery } from '#mentoring/services/catalogue'
import MentorCardTransformer from '#mentoring/transformers/mentor_card_transformer'
import PaginationTransformer from '#mentoring/transformers/pagination_transformer'
import MentorCardPageTransformer from '#mentoring/transformers/mentor_card_page_transformer'
import CatalogueFiltersTransformer from '#mentoring/transformers/catalogue_filters_transformer'
import CatalogueFacetsTransformer from '#mentoring/transformers/catalogue_facets_transformer'
import WhyNotTransformer from '#mentoring/transformers/why_not_transformer'

type QueryInput = Infer<typeof catalogueQueryValidator>

/** The validated query string as the catalogue's query (also used by `node ace bench:list-sql`). */
export function toCatalogueQuery(input: QueryInput): CatalogueQuery {
  return {
    q: input.q || undefined,
    skills: input.skills,
    industries: input.industries,
    priceMin: input.price_min,
    priceMax: input.price_max,
    sort: input.sort,
    page: input.page,
    limit: input.limit,
  }
}

/**
 * The mentor list (`/mentors`, server-rendered and shareable) and its JSON
 * twin (`GET /api/mentors`) used by "Load more". Nothing is cached: every
 * visit reads the current profiles, ratings and free slots.
 */
export default class MentorsController {
  /** The page: an invalid parameter in a shared URL is dropped, not an error. */
  async index({ request, inertia, i18n, response }: HttpContext) {
    const input = await lenientQuery(request.qs())
    const query = toCatalogueQuery(input)
    const page = query.page ?? 1
    // `page=N` shows pages 1..N, as "Load more" had left them (up to a bound).
    const renderedPages = Math.min(page, MENTOR_LIST_RULES.maxRenderedPages)
    const firstPage = page - renderedPages + 1
    const size = MENTOR_LIST_RULES.pageSize
    const locale = i18n.locale as Locale
    const [result, facets] = await Promise.all([
      searchMentors(
        { ...query, limit: size * renderedPages, offset: (firstPage - 1) * size },
        locale
      ),
      catalogueFacets(locale),
    ])
    const total = result.pagination.total
    const pages = Math.max(1, Math.ceil(total / size))
    response.header('Cache-Control', 'no-store')
    return inertia.render('mentoring/mentors', {
      mentors: MentorCardTransformer.transform(result.data),
      pagination: PaginationTransformer.transform({
        total,
        page,
        limit: size,
        pages,
        hasMore: page < pages,
      }),
      firstPage,
      filters: CatalogueFiltersTransformer.transform(query),
      whyNot: result.whyNot && WhyNotTransformer.transform(result.whyNot),
      facets: CatalogueFacetsTransformer.transform(facets),
      sorts: [...MENTOR_SORTS],
    })
  }

  /** GET /api/mentors: one page of cards and the pagination. */
  async search({ request, i18n, response }: HttpContext) {
    const input = await request.validateUsing(catalogueQueryValidator, { data: request.qs() })
    response.header('Cache-Control', 'no-store')
    const page = await searchMentors(toCatalogueQuery(input), i18n.locale as Locale)
    return new MentorCardPageTransformer(page).toObject()
  }
}

/** Validates the query string, dropping the parameters that fail. */
async function lenientQuery(qs: Record<string, unknown>): Promise<QueryInput> {
  let data = { ...qs }
  for (let attempt = 0; attempt < 3; attempt++) {
    const [error, value] = await catalogueQueryValidator.tryValidate(data)
    if (!error) return value
    const invalid = new Set(
      (error.messages as { field: string }[]).map((message) => message.field.split('.')[0])
    )
    data = Object.fromEntries(Object.entries(data).filter(([key]) => !invalid.has(key)))
  }
  return {}
}
