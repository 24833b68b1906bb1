import { BaseTransformer } from '@adonisjs/core/transformers'
import type { Review } from '#mentoring/services/mentor_profile_page'

/** A public review on the mentor profile page (`Data.Mentoring.Review`). */
export default class ReviewTransformer extends BaseTransformer<Review> {
  toObject() {
    const review = this.resource
    return {
      ...this.pick(review, ['id', 'rating', 'text']),
      authorName: review.author_name,
      authorInitials: review.author_initials,
      wouldRecommend: review.would_recommend,
      textLang: review.text_lang,
      createdAt: review.created_at,
    }
  }
}
