import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MatchingCriteria } from '#mentoring/validators/matching'

/**
 * Matching criteria: the matching page's prefill and saved searches
 * (`Data.Mentoring.MatchingCriteria`), and the criteria Quick Match answers with.
 */
export default class MatchingCriteriaTransformer extends BaseTransformer<MatchingCriteria> {
  toObject() {
    const criteria = this.resource
    return {
      industries: criteria.industries,
      anyIndustry: criteria.anyIndustry ?? false,
      skills: criteria.skills ?? [],
      experienceLevel: criteria.experienceLevel ?? null,
      companySize: criteria.companySize ?? null,
      minRating: criteria.minRating ?? null,
      sessionFormat: criteria.sessionFormat ?? null,
      goals: criteria.goals ?? null,
      maxResults: criteria.maxResults ?? null,
    }
  }
}
