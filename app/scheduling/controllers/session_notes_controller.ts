import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'
import SessionPolicy from '#scheduling/policies/session_policy'
import { saveNote } from '#scheduling/services/session_feedback'
import { noteValidator } from '#scheduling/validators/sessions'
import { sessionAnswer, sessionOfRoute } from '#scheduling/controllers/session_actions_controller'

/** PUT /api/sessions/:id/notes: the viewer's private note, added or edited. */
export default class SessionNotesController {
  async update(ctx: HttpContext) {
    const session = await sessionOfRoute(ctx)
    await ctx.bouncer.with(SessionPolicy).authorize('writeNote', session)
    const { body } = await ctx.request.validateUsing(noteValidator, {
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    await saveNote(ctx.auth.getUserOrFail(), session.id, body)
    return sessionAnswer(ctx)
  }
}
