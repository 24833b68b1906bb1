import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ConversationView } from '#mentoring/services/conversation_views'

/**
 * A conversation as one of its two parties sees it (`Data.Mentoring.Conversation`): the other
 * party, blocks, the viewer's report and whether they may write. Never built for anyone else.
 */
export default class ConversationTransformer extends BaseTransformer<ConversationView> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'mySide',
      'other',
      'blockedByMe',
      'blockedByThem',
      'reportedByMe',
      'theirLastReadId',
      'cannotWrite',
    ])
  }
}
