import { isUniqueViolation } from '#database/errors'
import type { ConversationReportReason } from '#business/messages'
import type { User } from '#accounts/index'
import type Conversation from '#mentoring/models/conversation'
import ConversationReport from '#mentoring/models/conversation_report'
import { ConversationError } from '#mentoring/errors'
import { otherSide } from '#mentoring/services/conversations'

/**
 * A party reports the conversation to the team, with a reason: from then on the team may read
 * it in the console (each reading audited). One report per side waits at a time (a unique
 * index on the open ones); a later one can be filed once the team has handled it.
 */
export async function reportConversation(
  reporter: User,
  conversation: Conversation,
  input: { reason: ConversationReportReason; details?: string | null }
) {
  const side = conversation.sideOf(reporter.id)
  if (!side) throw new ConversationError('recipient_not_found')
  try {
    return await ConversationReport.create({
      conversationId: conversation.id,
      reporterSide: side,
      reporterUserId: reporter.id,
      reportedUserId: conversation.userIdOn(otherSide(side)),
      reason: input.reason,
      details: input.details || null,
      status: 'open',
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConversationError('already_reported')
    throw error
  }
}
