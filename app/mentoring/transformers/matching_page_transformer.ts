import { BaseTransformer } from '@adonisjs/core/transformers'
import type { industryOptions } from '#accounts/index'
import type { Plan } from '#business/pricing'
import { MATCHING_RULES } from '#business/matching'
import type SavedSearch from '#mentoring/models/saved_search'
import type { MatchingCriteria } from '#mentoring/validators/matching'
import IndustryOptionTransformer from '#mentoring/transformers/industry_option_transformer'
import SkillOptionTransformer from '#mentoring/transformers/skill_option_transformer'
import MatchingCriteriaTransformer from '#mentoring/transformers/matching_criteria_transformer'
import MatchingPreferenceTransformer from '#mentoring/transformers/matching_preference_transformer'

export type MatchingPageValues = {
  industries: Awaited<ReturnType<typeof industryOptions>>
  skills: { id: number; name: string }[]
  /** The onboarding answers as criteria: Quick Match searches with them. */
  prefill: MatchingCriteria
  preferences: SavedSearch[]
  /** Null for mentors: they hold no plan and are offered none (no PRO upsell). */
  plan: Plan | null
}

/**
 * The matching page's props (`Data.Mentoring.MatchingPage`): the pickers' options, the criteria
 * to start from, the saved preferences, the member's plan and whether Quick Match can run (it
 * needs the onboarding's industries).
 */
export default class MatchingPageTransformer extends BaseTransformer<MatchingPageValues> {
  toObject() {
    const { industries, skills, prefill, preferences, plan } = this.resource
    return {
      industries: IndustryOptionTransformer.transform(industries),
      skills: SkillOptionTransformer.transform(skills),
      prefill: MatchingCriteriaTransformer.transform(prefill),
      preferences: MatchingPreferenceTransformer.transform(preferences),
      plan,
      quickMatch: {
        available: prefill.industries.length > 0,
        estimatedMinutes: MATCHING_RULES.quickMatchEstimatedMinutes,
      },
    }
  }
}
