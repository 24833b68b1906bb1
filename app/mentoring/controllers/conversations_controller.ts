import type { HttpContext } from '@adonisjs/core/http'
import { AppError } from '#core/errors'
import ConversationPolicy from '#mentoring/policies/conversation_policy'
import { conversationBetween, markRead, seatsFor } from '#mentoring/services/conversations'
import {
  conversationSummaries,
  conversationViewOf,
  messagePage,
  newConversationView,
} from '#mentoring/services/conversation_views'
import { announceRead } from '#mentoring/services/conversation_channels'
import { findConversation } from '#mentoring/services/conversation_lookup'
import ConversationTransformer from '#mentoring/transformers/conversation_transformer'
import ConversationMessageTransformer from '#mentoring/transformers/conversation_message_transformer'
import ConversationSummaryTransformer from '#mentoring/transformers/conversation_summary_transformer'
import PaginationTransformer from '#mentoring/transformers/pagination_transformer'
import { conversationMessages, summariesQueryValidator } from '#mentoring/validators/conversations'

/**
 * The Messages pages (signed in): the list of the member's conversations, one conversation
 * (opening it reads it), and `/messages/with/:userId`, the way in from a mentor's profile and
 * a session card, which opens the conversation the two have or a new one to write.
 */
export default class ConversationsController {
  /** GET /messages?page= */
  async index(ctx: HttpContext) {
    const { page = 1 } = await ctx.request.validateUsing(summariesQueryValidator, {
      messagesProvider: conversationMessages(ctx),
    })
    const user = ctx.auth.getUserOrFail()
    const { summaries, pagination } = await conversationSummaries(user, ctx.i18n.locale, page)
    return ctx.inertia.render('mentoring/conversations', {
      conversations: ConversationSummaryTransformer.transform(summaries),
      pagination: PaginationTransformer.transform(pagination),
    })
  }

  /** GET /messages/:id */
  async show(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const conversation = await findConversation(ctx.params.id)
    await ctx.bouncer.with(ConversationPolicy).authorize('view', conversation)
    if (await markRead(user, conversation)) {
      await conversation.refresh()
      await announceRead(conversation, conversation.sideOf(user.id)!)
    }
    const view = await conversationViewOf(conversation, user, ctx.i18n.locale)
    const page = await messagePage(conversation, view.mySide)
    return ctx.inertia.render('mentoring/conversation', {
      conversation: ConversationTransformer.transform(view),
      history: ConversationMessageTransformer.transform(page.messages),
      hasEarlier: page.hasEarlier,
    })
  }

  /** GET /messages/with/:userId */
  async with(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const otherUserId = Number(ctx.params.userId)
    await ctx.bouncer.with(ConversationPolicy).authorize('open', otherUserId)
    const existing = await conversationBetween(user.id, otherUserId)
    if (existing) {
      return ctx.response.redirect().toRoute('mentoring.conversations.show', { id: existing.id })
    }
    const seats = await seatsFor(user, otherUserId)
    if (!seats) throw new AppError('NOT_FOUND')
    const mySide = seats.menteeUserId === user.id ? 'mentee' : 'mentor'
    return ctx.inertia.render('mentoring/conversation', {
      conversation: ConversationTransformer.transform(
        await newConversationView(mySide, otherUserId, ctx.i18n.locale)
      ),
      history: ConversationMessageTransformer.transform([]),
      hasEarlier: false,
    })
  }
}
