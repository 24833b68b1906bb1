import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MatchingCriteria } from '#mentoring/validators/matching'

/** Matching criteria as the matching page receives them (`Data.Mentoring.MatchingCriteria`). */
export default class MatchingCriteriaTransformer extends BaseTransformer<MatchingCriteria> {
  toObject() {
    const criteria = this.resource
    return {
      ...this.pick(criteria, ['industries', 'skills', 'goals']),
      experienceLevel: criteria.experience_level,
      companySize: criteria.company_size,
      minRating: criteria.min_rating,
      sessionFormat: criteria.session_format,
      maxResults: criteria.max_results,
    }
  }
}
