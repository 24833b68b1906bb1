import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CatalogueRelaxable } from '#business/matching'
import type { MentorCard, Pagination } from '#mentoring/services/catalogue'
import type { WhyNot } from '#mentoring/services/why_not'
import MentorCardTransformer from '#mentoring/transformers/mentor_card_transformer'
import PaginationTransformer from '#mentoring/transformers/pagination_transformer'
import WhyNotTransformer from '#mentoring/transformers/why_not_transformer'

/**
 * A page of the catalogue's cards, its pagination and a thin search's "why not", as
 * GET /api/mentors answers it ("Load more").
 */
export default class MentorCardPageTransformer extends BaseTransformer<{
  data: MentorCard[]
  pagination: Pagination
  whyNot: WhyNot<CatalogueRelaxable> | null
}> {
  toObject() {
    return {
      data: this.resource.data.map((card) => new MentorCardTransformer(card).toObject()),
      pagination: new PaginationTransformer(this.resource.pagination).toObject(),
      whyNot: this.resource.whyNot && new WhyNotTransformer(this.resource.whyNot).toObject(),
    }
  }
}
