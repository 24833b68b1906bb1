import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { CONVERSATION_RULES, type ConversationSide } from '#business/messages'
import { isUniqueViolation } from '#database/errors'
import { toDbInstant } from '#database/columns'
import type { User } from '#accounts/index'
import Conversation from '#mentoring/models/conversation'
import ConversationMessage from '#mentoring/models/conversation_message'
import { ConversationError } from '#mentoring/errors'
import { findListedMentor } from '#mentoring/services/mentor_profile_page'
import { sessionSeatsOf } from '#mentoring/services/session_pairs'

/*
| Conversations: one per mentee-mentor pair. A member opens one with a listed mentor (they sit
| in the mentee's seat), or with the other party of a session they share (each in their
| session's seat); from then on either party writes, until one blocks the other or leaves.
| Read state, the unread e-mail's schedule and blocks are columns of the conversation (migration
| 0037); a message changes them in the transaction that stores it, which begins with a write to
| the conversation's row so that two messages at once take turns.
*/

export type Seats = { menteeUserId: number; mentorUserId: number }

export const otherSide = (side: ConversationSide): ConversationSide =>
  side === 'mentee' ? 'mentor' : 'mentee'

const nowUtc = () => DateTime.utc()

/* Limits: per account, whatever address the calls come from. */

const newConversations = () =>
  limiter.use({ requests: CONVERSATION_RULES.newPerDay, duration: '1 day' })
const messagesPerHour = () =>
  limiter.use({ requests: CONVERSATION_RULES.messagesPerHour, duration: '1 hour' })

/** The limiter keys of a member (tests and operators find them by these names). */
export function conversationLimitKeys(userId: number) {
  return { opened: `conversations_opened_${userId}`, sent: `conversations_sent_${userId}` }
}

async function take(
  limit: ReturnType<typeof messagesPerHour>,
  key: string,
  failure: 'new_conversations_limit' | 'messages_limit',
  count: number
) {
  try {
    await limit.consume(key)
  } catch (error) {
    if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
    const minutes = Math.max(1, Math.ceil(error.response.availableIn / 60))
    throw new ConversationError(failure, { count, minutes, hours: Math.ceil(minutes / 60) })
  }
}

/* Finding conversations. */

/** The conversation two members have, in whichever seats. */
export function conversationBetween(a: number, b: number, client?: TransactionClientContract) {
  return Conversation.query({ client })
    .where((pair) => pair.where('menteeUserId', a).where('mentorUserId', b))
    .orWhere((pair) => pair.where('menteeUserId', b).where('mentorUserId', a))
    .orderBy('id')
    .first()
}

/**
 * Who sits where when `viewer` opens a conversation with `otherUserId`: the seats of a session
 * they share, else the viewer as mentee of a listed mentor. Null: nobody to open one with.
 */
export async function seatsFor(viewer: User, otherUserId: number): Promise<Seats | null> {
  if (viewer.id === otherUserId) throw new ConversationError('self')
  const seats = await sessionSeatsOf(viewer.id, otherUserId)
  if (seats) return seats
  const mentor = await findListedMentor(String(otherUserId))
  return mentor ? { menteeUserId: viewer.id, mentorUserId: mentor.userId } : null
}

/* Writing. */

/** Why a side may not write now, or null when it may. */
export function cannotWrite(conversation: Conversation, side: ConversationSide) {
  const other = otherSide(side)
  if (conversation.blockedAtOf(side)) return 'blocked_by_me' as const
  if (conversation.blockedAtOf(other)) return 'blocked_by_them' as const
  if (conversation.userIdOn(other) === null) return 'former_member' as const
  return null
}

function assertWritable(conversation: Conversation, side: ConversationSide) {
  const reason = cannotWrite(conversation, side)
  if (reason) throw new ConversationError(reason)
}

/** When an unread message to a side e-mails them: after the delay, never within the hour. */
export function emailDueAfter(now: DateTime, lastEmailedAt: DateTime | null) {
  const delayed = now.plus({ minutes: CONVERSATION_RULES.unreadEmailAfterMinutes })
  const spaced = lastEmailedAt?.plus({ minutes: CONVERSATION_RULES.emailEveryMinutes })
  return spaced && spaced > delayed ? spaced : delayed
}

function setSide(conversation: Conversation, side: ConversationSide, values: SideValues) {
  for (const [field, value] of Object.entries(values)) {
    const key = `${side}${field[0].toUpperCase()}${field.slice(1)}` as keyof Conversation
    ;(conversation as unknown as Record<string, unknown>)[key] = value
  }
}
type SideValues = { lastReadId?: number; emailDueAt?: DateTime | null }

/**
 * Stores a message of `side` in the conversation, in `trx`: the conversation's row is written
 * first (a row lock in PostgreSQL, the write lock in SQLite), then read and checked again.
 */
async function deliver(
  trx: TransactionClientContract,
  conversationId: number,
  side: ConversationSide,
  body: string
) {
  const now = nowUtc()
  await trx
    .from('conversations')
    .where('id', conversationId)
    .update({ updated_at: toDbInstant(now, trx.connectionName) })
  const conversation = await Conversation.query({ client: trx })
    .where('id', conversationId)
    .firstOrFail()
  assertWritable(conversation, side)
  const message = await ConversationMessage.create(
    { conversationId, senderSide: side, body, createdAt: now },
    { client: trx }
  )
  const other = otherSide(side)
  conversation.lastMessageId = message.id
  conversation.lastMessageAt = now
  // Writing answers everything before it: the writer has read the conversation.
  setSide(conversation, side, { lastReadId: message.id, emailDueAt: null })
  const due = other === 'mentee' ? conversation.menteeEmailDueAt : conversation.mentorEmailDueAt
  const lastEmailed =
    other === 'mentee' ? conversation.menteeEmailedAt : conversation.mentorEmailedAt
  if (!due) setSide(conversation, other, { emailDueAt: emailDueAfter(now, lastEmailed) })
  await conversation.save()
  return { conversation, message }
}

export type Delivered = {
  conversation: Conversation
  message: ConversationMessage
  /** A new conversation was opened by this message. */
  opened: boolean
}

/**
 * A message in an existing conversation from one of its parties. Over the hourly limit:
 * RATE_LIMIT_EXCEEDED and nothing stored; a refused message does not count.
 */
export async function sendMessage(
  sender: User,
  conversation: Conversation,
  body: string
): Promise<Delivered> {
  const side = conversation.sideOf(sender.id)
  if (!side) throw new ConversationError('recipient_not_found')
  assertWritable(conversation, side)
  const keys = conversationLimitKeys(sender.id)
  await take(messagesPerHour(), keys.sent, 'messages_limit', CONVERSATION_RULES.messagesPerHour)
  try {
    const delivered = await db.transaction((trx) => deliver(trx, conversation.id, side, body))
    return { ...delivered, opened: false }
  } catch (error) {
    await messagesPerHour().decrement(keys.sent)
    throw error
  }
}

/**
 * The first message to `otherUserId`: opens the conversation (one per pair; a mentee opens at
 * most CONVERSATION_RULES.newPerDay a day), or continues the one they already have.
 */
export async function messageMember(
  sender: User,
  otherUserId: number,
  body: string
): Promise<Delivered> {
  const existing = await conversationBetween(sender.id, otherUserId)
  if (existing) return sendMessage(sender, existing, body)
  const seats = await seatsFor(sender, otherUserId)
  if (!seats) throw new ConversationError('recipient_not_found')
  const side: ConversationSide = seats.menteeUserId === sender.id ? 'mentee' : 'mentor'
  const keys = conversationLimitKeys(sender.id)
  // Mentors answer: the daily limit is on opening conversations with mentors.
  const counted = side === 'mentee'
  if (counted) {
    await take(
      newConversations(),
      keys.opened,
      'new_conversations_limit',
      CONVERSATION_RULES.newPerDay
    )
  }
  await take(
    messagesPerHour(),
    keys.sent,
    'messages_limit',
    CONVERSATION_RULES.messagesPerHour
  ).catch(async (error) => {
    if (counted) await newConversations().decrement(keys.opened)
    throw error
  })
  try {
    const delivered = await db.transaction(async (trx) => {
      const now = nowUtc()
      const conversation = await Conversation.create(
        { ...seats, createdAt: now, updatedAt: now },
        { client: trx }
      )
      return deliver(trx, conversation.id, side, body)
    })
    return { ...delivered, opened: true }
  } catch (error) {
    if (counted) await newConversations().decrement(keys.opened)
    await messagesPerHour().decrement(keys.sent)
    // Opened by another request meanwhile (the pair is unique): the message goes there.
    if (isUniqueViolation(error)) {
      const opened = await conversationBetween(sender.id, otherUserId)
      if (opened) return sendMessage(sender, opened, body)
    }
    throw error
  }
}

/* Reading. */

/**
 * The side has read the conversation up to `upTo` (its newest message by default): their
 * unread count drops, and an e-mail not yet sent about what they read is called off.
 * Returns whether anything changed.
 */
export async function markRead(reader: User, conversation: Conversation, upTo?: number) {
  const side = conversation.sideOf(reader.id)
  if (!side) return false
  const fresh = await Conversation.findOrFail(conversation.id)
  const target = Math.min(upTo ?? fresh.lastMessageId, fresh.lastMessageId)
  const readColumn = `${side}_last_read_id`
  const dueColumn = `${side}_email_due_at`
  const changed = await db
    .from('conversations')
    .where('id', conversation.id)
    .where(readColumn, '<', target)
    .update({
      [readColumn]: target,
      [dueColumn]: db.raw(`case when last_message_id <= ? then null else ${dueColumn} end`, [
        target,
      ]),
    })
  return Number(Array.isArray(changed) ? changed[0] : changed) > 0
}

/** How many conversations have a message the member has not read (the header's badge). */
export async function unreadConversationCount(userId: number) {
  const row = await db
    .from('conversations')
    .where((mine) =>
      mine
        .where((seat) =>
          seat.where('mentee_user_id', userId).whereRaw('last_message_id > mentee_last_read_id')
        )
        .orWhere((seat) =>
          seat.where('mentor_user_id', userId).whereRaw('last_message_id > mentor_last_read_id')
        )
    )
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}

/* Blocking. */

/**
 * The side blocks the other (no new messages either way; the history stays) or lifts its
 * block. A block also calls off the e-mail about what the blocker has not read.
 */
export async function setBlocked(user: User, conversation: Conversation, blocked: boolean) {
  const side = conversation.sideOf(user.id)
  if (!side) throw new ConversationError('recipient_not_found')
  const blockedColumn = `${side}_blocked_at`
  const now = toDbInstant(nowUtc())
  await db
    .from('conversations')
    .where('id', conversation.id)
    .if(blocked, (query) => query.whereNull(blockedColumn))
    .update(
      blocked
        ? { [blockedColumn]: now, [`${side}_email_due_at`]: null, updated_at: now }
        : { [blockedColumn]: null, updated_at: now }
    )
  return Conversation.findOrFail(conversation.id)
}
