import type { HttpContext } from '@adonisjs/core/http'
import { AppError } from '#core/errors'
import { findListedMentor } from '#mentoring/services/mentor_profile_page'
import { messageableMentor, sendMentorMessage } from '#mentoring/services/mentor_messages'
import MentorMessagePolicy from '#mentoring/policies/mentor_message_policy'
import MentorMessageTransformer from '#mentoring/transformers/mentor_message_transformer'
import {
  mentorMessageValidator,
  mentorProfileMessages,
} from '#mentoring/validators/mentor_messages'

/**
 * POST /api/mentors/:id/messages (signed in): a message to a listed mentor,
 * relayed by e-mail. Answers 201 `{ message: { id, sentAt } }`; NOT_FOUND
 * for an unlisted mentor, FORBIDDEN to oneself or to a mentor who turned
 * messages off, VALIDATION_ERROR with field errors, RATE_LIMIT_EXCEEDED.
 */
export default class MentorMessagesController {
  async store(ctx: HttpContext) {
    const sender = ctx.auth.getUserOrFail()
    const ref = await findListedMentor(String(ctx.params.id))
    if (!ref) throw new AppError('NOT_FOUND')
    await ctx.bouncer.with(MentorMessagePolicy).authorize('send', ref)
    const mentor = await messageableMentor(ref)

    const { body } = await ctx.request.validateUsing(mentorMessageValidator, {
      messagesProvider: mentorProfileMessages(ctx),
    })
    const message = await sendMentorMessage(sender, mentor, body)
    ctx.response.status(201)
    return { message: new MentorMessageTransformer(message).toObject() }
  }
}
