import { ConversationSchema } from '#database/schema'
import type { ConversationSide } from '#business/messages'

/**
 * A conversation between a mentee and a mentor (one per pair). Each side's read state, unread
 * e-mail and block live on the row (migration 0037); a party who left is NULL.
 */
export default class Conversation extends ConversationSchema {
  /** The side a member sits on, or null when they are not a party. */
  sideOf(userId: number): ConversationSide | null {
    if (this.menteeUserId === userId) return 'mentee'
    if (this.mentorUserId === userId) return 'mentor'
    return null
  }

  userIdOn(side: ConversationSide) {
    return side === 'mentee' ? this.menteeUserId : this.mentorUserId
  }

  lastReadIdOf(side: ConversationSide) {
    return side === 'mentee' ? this.menteeLastReadId : this.mentorLastReadId
  }

  blockedAtOf(side: ConversationSide) {
    return side === 'mentee' ? this.menteeBlockedAt : this.mentorBlockedAt
  }
}
