import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MatchPage } from '#mentoring/services/matching'
import MatchResultTransformer from '#mentoring/transformers/match_result_transformer'
import PaginationTransformer from '#mentoring/transformers/pagination_transformer'
import WhyNotTransformer from '#mentoring/transformers/why_not_transformer'

/** A page of matches, its pagination and a thin search's "why not", as both matching searches answer it. */
export default class MatchPageTransformer extends BaseTransformer<MatchPage> {
  toObject() {
    return {
      data: this.resource.data.map((match) => new MatchResultTransformer(match).toObject()),
      pagination: new PaginationTransformer(this.resource.pagination).toObject(),
      whyNot: this.resource.whyNot && new WhyNotTransformer(this.resource.whyNot).toObject(),
    }
  }
}
