import type { HttpContext } from '@adonisjs/core/http'
import { AppError } from '#core/errors'
import { isPro } from '#billing/index'
import MatchingRequest from '#mentoring/models/matching_request'
import { matchingRequestValidator } from '#mentoring/validators/matching'
import { matchingMessages } from '#mentoring/services/matching_messages'
import MatchingRequestTransformer from '#mentoring/transformers/matching_request_transformer'

/**
 * PRO's "personalised matching by the team": a request (message and,
 * optionally, the criteria on screen) kept open for the admins. Other plans
 * get FORBIDDEN (the page shows them the upgrade prompt instead).
 */
export default class MatchingRequestsController {
  /** POST /api/matching/requests: 201 */
  async store(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    if (!(await isPro(user.id))) {
      throw new AppError('FORBIDDEN', { messageKey: 'matching.errors.proOnly' })
    }
    const { message, criteria } = await ctx.request.validateUsing(matchingRequestValidator, {
      messagesProvider: matchingMessages(ctx),
    })
    const request = await MatchingRequest.create({
      userId: user.id,
      message,
      criteria: criteria ?? null,
      status: 'open',
    })
    ctx.response.status(201)
    return { request: new MatchingRequestTransformer(request).toObject() }
  }
}
