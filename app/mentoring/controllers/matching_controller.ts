import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#business/app'
import { industryOptions } from '#accounts/index'
import { currentPlan } from '#billing/index'
import { quickMatchValidator, searchValidator } from '#mentoring/validators/matching'
import { matchingMessages } from '#mentoring/services/matching_messages'
import { preferencesOf } from '#mentoring/services/matching_preferences'
import {
  findMatches,
  onboardingCriteria,
  quickMatch,
  skillOptions,
} from '#mentoring/services/matching'
import MatchingPageTransformer from '#mentoring/transformers/matching_page_transformer'
import MatchPageTransformer from '#mentoring/transformers/match_page_transformer'
import QuickMatchTransformer from '#mentoring/transformers/quick_match_transformer'

/**
 * Mentor matching (`/mentors/matching`, signed-in) and its JSON calls: a
 * search with criteria (Guided Search, Advanced Filters, a saved preference)
 * and Quick Match from the onboarding answers. Both answer one page of
 * results with the spec's pagination.
 */
export default class MatchingController {
  async show({ auth, inertia, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const locale = i18n.locale as Locale
    const [industries, skills, prefill, preferences, plan] = await Promise.all([
      industryOptions(locale),
      skillOptions(locale),
      onboardingCriteria(user),
      preferencesOf(user),
      currentPlan(user.id),
    ])
    return inertia.render(
      'mentoring/matching',
      new MatchingPageTransformer({
        industries,
        skills,
        prefill,
        preferences,
        // Mentors hold no plan and are offered none (no PRO upsell).
        plan: user.role === 'MENTOR' ? null : plan,
      }).toObject()
    )
  }

  /** POST /api/matching/search */
  async search(ctx: HttpContext) {
    const { sort, page, ...criteria } = await ctx.request.validateUsing(searchValidator, {
      messagesProvider: matchingMessages(ctx),
    })
    const matches = await findMatches(criteria, { i18n: ctx.i18n, sort, page })
    return new MatchPageTransformer(matches).toObject()
  }

  /** POST /api/matching/quick: the page and the criteria it used. */
  async quick(ctx: HttpContext) {
    const { sort, page, anyIndustry } = await ctx.request.validateUsing(quickMatchValidator, {
      messagesProvider: matchingMessages(ctx),
    })
    const user = ctx.auth.getUserOrFail()
    return new QuickMatchTransformer(
      await quickMatch(user, { i18n: ctx.i18n, sort, page, anyIndustry })
    ).toObject()
  }
}
