import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'
import SessionPolicy from '#scheduling/policies/session_policy'
import { leaveFeedback } from '#scheduling/services/session_feedback'
import { feedbackValidator } from '#scheduling/validators/sessions'
import { sessionAnswer, sessionOfRoute } from '#scheduling/controllers/session_actions_controller'

/** POST /api/sessions/:id/feedback: the viewer's feedback, once, after the end. */
export default class SessionFeedbackController {
  async store(ctx: HttpContext) {
    const session = await sessionOfRoute(ctx)
    await ctx.bouncer.with(SessionPolicy).authorize('leaveFeedback', session)
    const input = await ctx.request.validateUsing(feedbackValidator, {
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    await leaveFeedback(ctx.auth.getUserOrFail(), session.id, input)
    ctx.response.status(201)
    return sessionAnswer(ctx)
  }
}
