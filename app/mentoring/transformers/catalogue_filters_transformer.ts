import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CatalogueQuery } from '#mentoring/services/catalogue'

/** The filters the catalogue applied, every one set (`Data.Mentoring.CatalogueFilters`). */
export default class CatalogueFiltersTransformer extends BaseTransformer<CatalogueQuery> {
  toObject() {
    const query = this.resource
    return {
      q: query.q ?? '',
      skills: query.skills ?? [],
      industries: query.industries ?? [],
      priceMin: query.priceMin ?? null,
      priceMax: query.priceMax ?? null,
      sort: query.sort ?? 'default',
    }
  }
}
