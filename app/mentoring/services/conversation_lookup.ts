import { urlFor } from '@adonisjs/core/services/url_builder'
import { AppError } from '#core/errors'
import Conversation from '#mentoring/models/conversation'

/** The conversation a route names, else NOT_FOUND (who may see it is ConversationPolicy's). */
export async function findConversation(id: unknown) {
  const conversation = await Conversation.find(Number(id))
  if (!conversation) throw new AppError('NOT_FOUND')
  return conversation
}

/** The way into the conversation with a member (the one they have, or a new one to write). */
export function conversationPathWith(userId: number) {
  return urlFor('mentoring.conversations.with', { userId })
}
