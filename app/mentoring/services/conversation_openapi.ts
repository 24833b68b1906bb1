import { CONVERSATION_RULES, CONVERSATION_SIDES } from '#business/messages'
import {
  BOOLEAN,
  bodyOf,
  CHANGE,
  DATE_TIME,
  enumOf,
  error,
  holding,
  INTEGER,
  json,
  listOf,
  orNull,
  pathId,
  queryOf,
  ref,
  STRING,
  type Paths,
  type Schema,
} from '#core/services/openapi_parts'
import {
  historyQueryValidator,
  messageValidator,
  newConversationValidator,
  readValidator,
  reportValidator,
} from '#mentoring/validators/conversations'

/*
| The conversations' calls in the API document. A conversation is its two parties' alone: to
| anyone else every call on it answers NOT_FOUND.
*/

const conversationId = pathId('id', 'The conversation')
const notAParty = error('NOT_FOUND: no such conversation, or the caller is not one of its parties')
const limits = `At most ${CONVERSATION_RULES.messagesPerHour} messages an hour per sender, and ${CONVERSATION_RULES.newPerDay} new conversations a day opened with mentors (RATE_LIMIT_EXCEEDED, nothing stored).`
const unread = json(
  'How many of the caller’s conversations have unread messages',
  holding({ unreadConversations: INTEGER })
)
const conversation = json(
  'The conversation as the caller sees it',
  holding({ conversation: ref('Conversation') })
)

export function conversationPaths(): Paths {
  return {
    '/api/conversations': {
      post: {
        summary:
          'Write to a member: opens the conversation with its first message, or continues it',
        description: `To a listed mentor (the caller takes the mentee's seat) or to the other party of a session they share. ${limits}`,
        tags: ['mentoring'],
        requestBody: bodyOf(newConversationValidator),
        responses: {
          201: json(
            'Stored; both parties’ open pages are told',
            holding({ conversation: ref('Conversation'), message: ref('ConversationMessage') })
          ),
          403: error('FORBIDDEN: to oneself, blocked, or the other party left'),
          404: error('NOT_FOUND: nobody the caller may open a conversation with'),
          429: error('RATE_LIMIT_EXCEEDED'),
          ...CHANGE,
        },
      },
    },
    '/api/conversations/unread': {
      get: {
        summary: 'The header’s badge: conversations with unread messages',
        tags: ['mentoring'],
        responses: { 200: unread },
      },
    },
    '/api/conversations/:id/messages': {
      get: {
        summary: 'A page of the conversation’s messages, oldest first',
        description:
          'Without a cursor: the newest page. `before`: the page before that message (loading earlier ones). `after`: the messages after it (catching up).',
        tags: ['mentoring'],
        parameters: [conversationId, ...queryOf(historyQueryValidator)],
        responses: {
          200: json(
            'The messages and whether earlier ones exist',
            holding({ data: listOf(ref('ConversationMessage')), hasEarlier: BOOLEAN })
          ),
          404: notAParty,
          422: error('VALIDATION_ERROR'),
        },
      },
      post: {
        summary: 'Send a message in the conversation',
        description: limits,
        tags: ['mentoring'],
        parameters: [conversationId],
        requestBody: bodyOf(messageValidator),
        responses: {
          201: json('Stored', holding({ message: ref('ConversationMessage') })),
          403: error('FORBIDDEN: a block stands, or the other party left'),
          404: notAParty,
          429: error('RATE_LIMIT_EXCEEDED'),
          ...CHANGE,
        },
      },
    },
    '/api/conversations/:id/read': {
      post: {
        summary: 'Mark the conversation read (up to a message, the newest by default)',
        tags: ['mentoring'],
        parameters: [conversationId],
        requestBody: { ...bodyOf(readValidator), required: false },
        responses: { 200: unread, 404: notAParty, ...CHANGE },
      },
    },
    '/api/conversations/:id/block': {
      post: {
        summary: 'Block the other party: no new messages either way, the history stays',
        tags: ['mentoring'],
        parameters: [conversationId],
        responses: { 200: conversation, 404: notAParty },
      },
      delete: {
        summary: 'Lift the caller’s block',
        tags: ['mentoring'],
        parameters: [conversationId],
        responses: { 200: conversation, 404: notAParty },
      },
    },
    '/api/conversations/:id/report': {
      post: {
        summary: 'Report the conversation to the team, with a reason',
        description:
          'From then on the team may read the conversation in the console; each reading is written to the audit log.',
        tags: ['mentoring'],
        parameters: [conversationId],
        requestBody: bodyOf(reportValidator),
        responses: {
          201: conversation,
          404: notAParty,
          409: error('DUPLICATE_RECORD: the caller’s report already waits for the team'),
          ...CHANGE,
        },
      },
    },
  }
}

const PARTY = holding({
  userId: orNull(INTEGER),
  former: BOOLEAN,
  name: STRING,
  initials: STRING,
  imageUrl: orNull(STRING),
  profilePath: orNull(STRING),
  side: enumOf(CONVERSATION_SIDES),
})

export const conversationSchemas: Record<string, Schema> = {
  ConversationMessage: holding({
    id: INTEGER,
    mine: BOOLEAN,
    body: { type: 'string', description: 'As written (trimmed); plain text, never HTML' },
    createdAt: DATE_TIME,
  }),
  Conversation: holding({
    id: orNull(INTEGER),
    mySide: enumOf(CONVERSATION_SIDES),
    other: PARTY,
    blockedByMe: BOOLEAN,
    blockedByThem: BOOLEAN,
    reportedByMe: BOOLEAN,
    theirLastReadId: INTEGER,
    cannotWrite: orNull(enumOf(['blocked_by_me', 'blocked_by_them', 'former_member'])),
  }),
}
