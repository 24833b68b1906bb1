import type { HttpContext } from '@adonisjs/core/http'
import { REFERRAL_RULES } from '#business/referrals'
import { formMessages } from '#core/services/form_messages'
import { pageValidator } from '#referrals/validators/referrals'
import { referralInfo, referredUsersPage, rewardsPage } from '#referrals/services/referral_views'
import { generateReferralCode } from '#referrals/services/codes'
import { wasReferred } from '#referrals/services/attribution'
import ReferralInfoTransformer from '#referrals/transformers/referral_info_transformer'
import ReferredUsersPageTransformer from '#referrals/transformers/referred_users_page_transformer'
import RewardsPageTransformer from '#referrals/transformers/rewards_page_transformer'
import GeneratedCodeTransformer from '#referrals/transformers/generated_code_transformer'
import WasReferredTransformer from '#referrals/transformers/was_referred_transformer'

/** The spec's referral calls under /api/referral (session auth, JSON). */
export default class ReferralApiController {
  /** GET /api/referral */
  async show({ auth }: HttpContext) {
    return new ReferralInfoTransformer(await referralInfo(auth.getUserOrFail())).toObject()
  }

  /** GET /api/referral/referred-users?page=&limit= */
  async referredUsers(ctx: HttpContext) {
    const query = await ctx.request.validateUsing(pageValidator, this.#pageOptions(ctx))
    const { page, limit } = this.#page(query)
    const users = await referredUsersPage(ctx.auth.getUserOrFail(), page, limit)
    return new ReferredUsersPageTransformer(users).toObject()
  }

  /** GET /api/referral/rewards?page=&limit= */
  async rewards(ctx: HttpContext) {
    const query = await ctx.request.validateUsing(pageValidator, this.#pageOptions(ctx))
    const { page, limit } = this.#page(query)
    const rewards = await rewardsPage(ctx.auth.getUserOrFail(), page, limit)
    return new RewardsPageTransformer(rewards).toObject()
  }

  /** POST /api/referral/generate-code (no body) */
  async generateCode({ auth }: HttpContext) {
    return new GeneratedCodeTransformer(await generateReferralCode(auth.getUserOrFail())).toObject()
  }

  /** GET /api/referral/was-referred */
  async wasReferred({ auth }: HttpContext) {
    return new WasReferredTransformer(await wasReferred(auth.getUserOrFail())).toObject()
  }

  /** GET /api/r/:code: registered as the spec says, an empty placeholder. */
  async placeholder({ response }: HttpContext) {
    return response.noContent()
  }

  /**
   * The lists validate `?page=&limit=` in their own action, where the typed client's generator
   * reads the query's type.
   */
  #pageOptions(ctx: HttpContext) {
    return { data: ctx.request.qs(), messagesProvider: formMessages(ctx, 'referrals') }
  }

  #page(input: { page?: number; limit?: number }) {
    return {
      page: input.page ?? REFERRAL_RULES.firstPage,
      limit: input.limit ?? REFERRAL_RULES.defaultPageSize,
    }
  }
}
