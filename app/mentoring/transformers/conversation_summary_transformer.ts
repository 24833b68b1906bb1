import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ConversationSummary } from '#mentoring/services/conversation_views'

/**
 * A conversation on the Messages page (`Data.Mentoring.ConversationSummary`): the other party,
 * the latest message's start, how many the viewer has not read.
 */
export default class ConversationSummaryTransformer extends BaseTransformer<ConversationSummary> {
  toObject() {
    return this.pick(this.resource, ['id', 'other', 'lastMessage', 'unreadCount', 'blocked'])
  }
}
