import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ReviewsPage } from '#mentoring/services/mentor_profile_page'
import PaginationTransformer from '#mentoring/transformers/pagination_transformer'
import ReviewTransformer from '#mentoring/transformers/review_transformer'

/**
 * A page of a mentor's reviews and its pagination: the profile page's first page
 * (`Data.Mentoring.ReviewsPage`) and GET /api/mentors/:id/reviews.
 */
export default class ReviewsPageTransformer extends BaseTransformer<ReviewsPage> {
  toObject() {
    return {
      data: this.resource.data.map((review) => new ReviewTransformer(review).toObject()),
      pagination: new PaginationTransformer(this.resource.pagination).toObject(),
    }
  }
}
