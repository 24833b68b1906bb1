import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MentorCard, Pagination } from '#mentoring/services/catalogue'
import MentorCardTransformer from '#mentoring/transformers/mentor_card_transformer'
import PaginationTransformer from '#mentoring/transformers/pagination_transformer'

/** A page of the catalogue's cards and its pagination, as GET /api/mentors answers it ("Load more"). */
export default class MentorCardPageTransformer extends BaseTransformer<{
  data: MentorCard[]
  pagination: Pagination
}> {
  toObject() {
    return {
      data: this.resource.data.map((card) => new MentorCardTransformer(card).toObject()),
      pagination: new PaginationTransformer(this.resource.pagination).toObject(),
    }
  }
}
