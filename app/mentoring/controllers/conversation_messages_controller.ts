import type { HttpContext } from '@adonisjs/core/http'
import ConversationPolicy from '#mentoring/policies/conversation_policy'
import {
  markRead,
  messageMember,
  sendMessage,
  unreadConversationCount,
} from '#mentoring/services/conversations'
import {
  conversationViewOf,
  messagePage,
  messageViewOf,
} from '#mentoring/services/conversation_views'
import { announceMessage, announceRead } from '#mentoring/services/conversation_channels'
import { findConversation } from '#mentoring/services/conversation_lookup'
import ConversationTransformer from '#mentoring/transformers/conversation_transformer'
import ConversationMessageTransformer from '#mentoring/transformers/conversation_message_transformer'
import {
  conversationMessages,
  historyQueryValidator,
  messageValidator,
  newConversationValidator,
  readValidator,
} from '#mentoring/validators/conversations'

/**
 * The conversations' JSON calls (signed in; a conversation's are for its two parties, NOT_FOUND
 * to anyone else): writing (the first message opens the conversation), reading its history by
 * pages, marking it read, and the unread count of the header's badge.
 */
export default class ConversationMessagesController {
  /**
   * POST /api/conversations: the first message to a member (a listed mentor, or the other
   * party of a session), or the next one if they already have a conversation. 201 with the
   * conversation and the message; RATE_LIMIT_EXCEEDED over the day's new conversations or the
   * hour's messages.
   */
  async store(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const input = await ctx.request.validateUsing(newConversationValidator, {
      messagesProvider: conversationMessages(ctx),
    })
    await ctx.bouncer.with(ConversationPolicy).authorize('open', input.userId)
    const { conversation, message } = await messageMember(user, input.userId, input.body)
    await announceMessage(conversation, message.id)
    const view = await conversationViewOf(conversation, user, ctx.i18n.locale)
    ctx.response.status(201)
    return {
      conversation: new ConversationTransformer(view).toObject(),
      message: new ConversationMessageTransformer(messageViewOf(message, view.mySide)).toObject(),
    }
  }

  /** GET /api/conversations/:id/messages?before=&after=&limit= -> { data, hasEarlier } */
  async index(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const conversation = await findConversation(ctx.params.id)
    await ctx.bouncer.with(ConversationPolicy).authorize('view', conversation)
    const cursor = await ctx.request.validateUsing(historyQueryValidator, {
      messagesProvider: conversationMessages(ctx),
    })
    const page = await messagePage(conversation, conversation.sideOf(user.id)!, cursor)
    return {
      data: page.messages.map((message) => new ConversationMessageTransformer(message).toObject()),
      hasEarlier: page.hasEarlier,
    }
  }

  /** POST /api/conversations/:id/messages -> 201 { message } */
  async send(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const conversation = await findConversation(ctx.params.id)
    await ctx.bouncer.with(ConversationPolicy).authorize('view', conversation)
    const { body } = await ctx.request.validateUsing(messageValidator, {
      messagesProvider: conversationMessages(ctx),
    })
    const delivered = await sendMessage(user, conversation, body)
    await announceMessage(delivered.conversation, delivered.message.id)
    ctx.response.status(201)
    return {
      message: new ConversationMessageTransformer(
        messageViewOf(delivered.message, conversation.sideOf(user.id)!)
      ).toObject(),
    }
  }

  /** POST /api/conversations/:id/read { upTo? } -> { unreadConversations } */
  async read(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const conversation = await findConversation(ctx.params.id)
    await ctx.bouncer.with(ConversationPolicy).authorize('view', conversation)
    const { upTo } = await ctx.request.validateUsing(readValidator, {
      messagesProvider: conversationMessages(ctx),
    })
    if (await markRead(user, conversation, upTo)) {
      await conversation.refresh()
      await announceRead(conversation, conversation.sideOf(user.id)!)
    }
    return { unreadConversations: await unreadConversationCount(user.id) }
  }

  /** GET /api/conversations/unread -> { unreadConversations } */
  async unread(ctx: HttpContext) {
    return { unreadConversations: await unreadConversationCount(ctx.auth.getUserOrFail().id) }
  }
}
