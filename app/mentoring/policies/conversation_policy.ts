import { BasePolicy } from '@adonisjs/bouncer'
import { allow, deny } from '#core/authorization'
import type { User } from '#accounts/index'
import type Conversation from '#mentoring/models/conversation'

/**
 * Who may do what with a conversation. It is its two parties' alone: to anyone else, admins
 * included (they read a reported one in the console, audited), it does not exist (NOT_FOUND,
 * nothing revealed). Whether a party may write now (a block, a party who left) and whom a
 * member may open a conversation with (a listed mentor, the other party of a session) are the
 * domain's rules (#mentoring/services/conversations).
 */
export default class ConversationPolicy extends BasePolicy {
  /** Read it, write in it, mark it read, block, report: its parties. */
  view(user: User, conversation: Conversation) {
    return conversation.sideOf(user.id) ? allow() : deny('NOT_FOUND')
  }

  /** Open one (or find the one they have) with another member: anyone but oneself. */
  open(user: User, otherUserId: number) {
    return user.id === otherUserId ? deny('FORBIDDEN', 'conversations.errors.self') : allow()
  }
}
