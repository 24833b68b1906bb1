import type { HttpContext } from '@adonisjs/core/http'
import ConversationPolicy from '#mentoring/policies/conversation_policy'
import { setBlocked } from '#mentoring/services/conversations'
import { reportConversation } from '#mentoring/services/conversation_reports'
import { conversationViewOf } from '#mentoring/services/conversation_views'
import { announceChange } from '#mentoring/services/conversation_channels'
import { findConversation } from '#mentoring/services/conversation_lookup'
import ConversationTransformer from '#mentoring/transformers/conversation_transformer'
import { conversationMessages, reportValidator } from '#mentoring/validators/conversations'

/**
 * A party's protection against the other: blocking them (no new messages either way, the
 * history stays; lifting it is theirs alone) and reporting the conversation to the team with a
 * reason. Each answers the conversation as its party now sees it.
 */
export default class ConversationSafetyController {
  /** POST /api/conversations/:id/block (idempotent) */
  async block(ctx: HttpContext) {
    return this.setBlocked(ctx, true)
  }

  /** DELETE /api/conversations/:id/block (idempotent) */
  async unblock(ctx: HttpContext) {
    return this.setBlocked(ctx, false)
  }

  /** POST /api/conversations/:id/report { reason, details? } -> 201 { conversation } */
  async report(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const conversation = await findConversation(ctx.params.id)
    await ctx.bouncer.with(ConversationPolicy).authorize('view', conversation)
    const input = await ctx.request.validateUsing(reportValidator, {
      messagesProvider: conversationMessages(ctx),
    })
    await reportConversation(user, conversation, input)
    ctx.response.status(201)
    const view = await conversationViewOf(conversation, user, ctx.i18n.locale)
    return { conversation: new ConversationTransformer(view).toObject() }
  }

  private async setBlocked(ctx: HttpContext, blocked: boolean) {
    const user = ctx.auth.getUserOrFail()
    const conversation = await findConversation(ctx.params.id)
    await ctx.bouncer.with(ConversationPolicy).authorize('view', conversation)
    const changed = await setBlocked(user, conversation, blocked)
    await announceChange(changed)
    const view = await conversationViewOf(changed, user, ctx.i18n.locale)
    return { conversation: new ConversationTransformer(view).toObject() }
  }
}
