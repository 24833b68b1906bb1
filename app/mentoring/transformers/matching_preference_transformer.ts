import { BaseTransformer } from '@adonisjs/core/transformers'
import type SavedSearch from '#mentoring/models/saved_search'
import type { MatchingCriteria } from '#mentoring/validators/matching'
import MatchingCriteriaTransformer from '#mentoring/transformers/matching_criteria_transformer'

/**
 * A saved search preference: on the matching page (`Data.Mentoring.MatchingPreference`) and in
 * the /api/matching/preferences answers.
 */
export default class MatchingPreferenceTransformer extends BaseTransformer<SavedSearch> {
  toObject() {
    const preference = this.resource
    return {
      ...this.pick(preference, ['id', 'name']),
      criteria: new MatchingCriteriaTransformer(preference.criteria as MatchingCriteria).toObject(),
      createdAt: preference.createdAt.toISO(),
    }
  }
}
