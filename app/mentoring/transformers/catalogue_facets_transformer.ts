import { BaseTransformer } from '@adonisjs/core/transformers'
import type { catalogueFacets } from '#mentoring/services/catalogue'

type Facets = Awaited<ReturnType<typeof catalogueFacets>>

/** The catalogue's filter vocabularies and price range (`Data.Mentoring.CatalogueFacets`). */
export default class CatalogueFacetsTransformer extends BaseTransformer<Facets> {
  toObject() {
    return this.pick(this.resource, ['skills', 'industries', 'price'])
  }
}
