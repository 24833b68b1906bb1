import { BaseTransformer } from '@adonisjs/core/transformers'

type Pagination = { total: number; page: number; limit: number; pages: number; hasMore: boolean }

/** Where a list is: its total, the page shown and whether more follow (`Data.Mentoring.Pagination`). */
export default class PaginationTransformer extends BaseTransformer<Pagination> {
  toObject() {
    return this.pick(this.resource, ['total', 'page', 'limit', 'pages', 'hasMore'])
  }
}
