import type { EdgeAnswer } from '#core/errors'
import type { ConversationError } from '#mentoring/errors'

const answer = (
  errorCode: EdgeAnswer['errorCode'],
  key: string,
  error: ConversationError
): EdgeAnswer => ({
  errorCode,
  messageKey: `conversations.errors.${key}`,
  messageData: error.data,
})

/** How the HTTP edge answers conversations' expected failures (registered by the provider). */
export function conversationAnswer(error: ConversationError): EdgeAnswer {
  switch (error.reason) {
    case 'recipient_not_found':
      return answer('NOT_FOUND', 'recipientNotFound', error)
    case 'self':
      return answer('FORBIDDEN', 'self', error)
    case 'blocked_by_me':
      return answer('FORBIDDEN', 'blockedByMe', error)
    case 'blocked_by_them':
      return answer('FORBIDDEN', 'blockedByThem', error)
    case 'former_member':
      return answer('FORBIDDEN', 'formerMember', error)
    case 'new_conversations_limit':
      return answer('RATE_LIMIT_EXCEEDED', 'newConversationsLimit', error)
    case 'messages_limit':
      return answer('RATE_LIMIT_EXCEEDED', 'messagesLimit', error)
    case 'already_reported':
      return answer('DUPLICATE_RECORD', 'alreadyReported', error)
  }
}
