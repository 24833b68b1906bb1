import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'
import SessionPolicy from '#scheduling/policies/session_policy'
import { disputeNoShow, noShowOf, reportNoShow } from '#scheduling/services/no_shows'
import { noShowValidator } from '#scheduling/validators/sessions'
import { sessionAnswer, sessionOfRoute } from '#scheduling/controllers/session_actions_controller'

/**
 * POST /api/sessions/:id/no-show: a party reports that the other did not show up;
 * POST /api/sessions/:id/no-show/dispute: the party reported absent disputes it.
 */
export default class SessionNoShowsController {
  async store(ctx: HttpContext) {
    const session = await sessionOfRoute(ctx)
    await ctx.bouncer.with(SessionPolicy).authorize('reportNoShow', session)
    const { note } = await ctx.request.validateUsing(noShowValidator, {
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    await reportNoShow(ctx.auth.getUserOrFail(), session.id, note ?? null)
    ctx.response.status(201)
    return sessionAnswer(ctx)
  }

  async dispute(ctx: HttpContext) {
    const session = await sessionOfRoute(ctx)
    await ctx.bouncer
      .with(SessionPolicy)
      .authorize('disputeNoShow', session, await noShowOf(session.id))
    const { note } = await ctx.request.validateUsing(noShowValidator, {
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    await disputeNoShow(session.id, note ?? null)
    return sessionAnswer(ctx)
  }
}
