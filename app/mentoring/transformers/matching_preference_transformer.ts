import { BaseTransformer } from '@adonisjs/core/transformers'
import type { preferenceJson } from '#mentoring/services/matching_preferences'
import MatchingCriteriaTransformer from '#mentoring/transformers/matching_criteria_transformer'

type Preference = ReturnType<typeof preferenceJson>

/** A saved search preference on the matching page (`Data.Mentoring.MatchingPreference`). */
export default class MatchingPreferenceTransformer extends BaseTransformer<Preference> {
  toObject() {
    const preference = this.resource
    return {
      ...this.pick(preference, ['id', 'name']),
      criteria: MatchingCriteriaTransformer.transform(preference.criteria),
      createdAt: preference.created_at,
    }
  }
}
