import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ReviewsPage } from '#mentoring/services/mentor_profile_page'
import PaginationTransformer from '#mentoring/transformers/pagination_transformer'
import ReviewTransformer from '#mentoring/transformers/review_transformer'

/** The profile page's first page of reviews and its pagination (`Data.Mentoring.ReviewsPage`). */
export default class ReviewsPageTransformer extends BaseTransformer<ReviewsPage> {
  toObject() {
    return {
      data: ReviewTransformer.transform(this.resource.data),
      pagination: PaginationTransformer.transform(this.resource.pagination),
    }
  }
}
