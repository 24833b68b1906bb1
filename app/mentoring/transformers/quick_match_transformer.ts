import { BaseTransformer } from '@adonisjs/core/transformers'
import { MATCHING_RULES } from '#business/matching'
import type { MatchPage } from '#mentoring/services/matching'
import type { MatchingCriteria } from '#mentoring/validators/matching'
import MatchPageTransformer from '#mentoring/transformers/match_page_transformer'
import MatchingCriteriaTransformer from '#mentoring/transformers/matching_criteria_transformer'

/** Quick Match's answer: a page of matches, the onboarding criteria it used and its estimate. */
export default class QuickMatchTransformer extends BaseTransformer<
  MatchPage & { criteria: MatchingCriteria }
> {
  toObject() {
    return {
      ...new MatchPageTransformer(this.resource).toObject(),
      criteria: new MatchingCriteriaTransformer(this.resource.criteria).toObject(),
      estimatedMinutes: MATCHING_RULES.quickMatchEstimatedMinutes,
    }
  }
}
