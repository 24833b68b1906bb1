import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Review } from '#mentoring/services/mentor_profile_page'

/** A public review, on the mentor profile page and in GET /api/mentors/:id/reviews (`Data.Mentoring.Review`). */
export default class ReviewTransformer extends BaseTransformer<Review> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'authorName',
      'authorInitials',
      'rating',
      'wouldRecommend',
      'text',
      'textLang',
      'createdAt',
    ])
  }
}
