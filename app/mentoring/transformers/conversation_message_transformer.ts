import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MessageView } from '#mentoring/services/conversation_views'

/** A message as a party of its conversation reads it (`Data.Mentoring.ConversationMessage`). */
export default class ConversationMessageTransformer extends BaseTransformer<MessageView> {
  toObject() {
    return this.pick(this.resource, ['id', 'mine', 'body', 'createdAt'])
  }
}
