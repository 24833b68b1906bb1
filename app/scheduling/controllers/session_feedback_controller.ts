import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'
import { leaveFeedback } from '#scheduling/services/session_feedback'
import { feedbackValidator } from '#scheduling/validators/sessions'
import {
  assertSessionParty,
  sessionAnswer,
} from '#scheduling/controllers/session_actions_controller'

/** POST /api/sessions/:id/feedback: the viewer's feedback, once, after the end. */
export default class SessionFeedbackController {
  async store(ctx: HttpContext) {
    await assertSessionParty(ctx)
    const input = await ctx.request.validateUsing(feedbackValidator, {
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    await leaveFeedback(ctx.auth.getUserOrFail(), Number(ctx.params.id), input)
    ctx.response.status(201)
    return sessionAnswer(ctx)
  }
}
