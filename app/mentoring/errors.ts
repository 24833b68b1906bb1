import { DomainError } from '#core/errors'

/** The expected failures of conversations, in mentoring's words. */
export type ConversationFailure =
  /** Nobody to open a conversation with: not a listed mentor, no session between them. */
  | 'recipient_not_found'
  /** Writing to oneself. */
  | 'self'
  /** The writer blocked the other party (unblocking lets them write again). */
  | 'blocked_by_me'
  /** The other party blocked the writer. */
  | 'blocked_by_them'
  /** The other party deleted their account: the history stays, nobody to write to. */
  | 'former_member'
  /** Too many new conversations today: `data.count`. */
  | 'new_conversations_limit'
  /** Too many messages this hour: `data.count`, `data.minutes` until the next one. */
  | 'messages_limit'
  /** This side already has a report waiting for the team. */
  | 'already_reported'

export class ConversationError extends DomainError<ConversationFailure> {}
