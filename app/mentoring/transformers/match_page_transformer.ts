import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MatchPage } from '#mentoring/services/matching'
import MatchResultTransformer from '#mentoring/transformers/match_result_transformer'
import PaginationTransformer from '#mentoring/transformers/pagination_transformer'

/** A page of matches and its pagination, as both matching searches answer it. */
export default class MatchPageTransformer extends BaseTransformer<MatchPage> {
  toObject() {
    return {
      data: this.resource.data.map((match) => new MatchResultTransformer(match).toObject()),
      pagination: new PaginationTransformer(this.resource.pagination).toObject(),
    }
  }
}
