import type { HttpContext } from '@adonisjs/core/http'
import { formMessages } from '#core/services/form_messages'
import { saveNote } from '#scheduling/services/session_feedback'
import { noteValidator } from '#scheduling/validators/sessions'
import {
  assertSessionParty,
  sessionAnswer,
} from '#scheduling/controllers/session_actions_controller'

/** PUT /api/sessions/:id/notes: the viewer's private note, added or edited. */
export default class SessionNotesController {
  async update(ctx: HttpContext) {
    await assertSessionParty(ctx)
    const { body } = await ctx.request.validateUsing(noteValidator, {
      messagesProvider: formMessages(ctx, 'sessions'),
    })
    await saveNote(ctx.auth.getUserOrFail(), Number(ctx.params.id), body)
    return sessionAnswer(ctx)
  }
}
