import db from '@adonisjs/lucid/services/db'
import { CONVERSATION_RULES, type ConversationSide } from '#business/messages'
import {
  formerMemberName,
  initialsOf,
  membersByIds,
  profileThumbnailUrl,
  type Member,
  type User,
} from '#accounts/index'
import Conversation from '#mentoring/models/conversation'
import ConversationMessage from '#mentoring/models/conversation_message'
import ConversationReport from '#mentoring/models/conversation_report'
import { cannotWrite, otherSide } from '#mentoring/services/conversations'
import { profilePath, shortName } from '#mentoring/services/mentor_profile_page'

/*
| What a party sees of their conversations: the Messages page (each conversation with the
| other party, its latest message and what is unread, unread ones first), one conversation
| (its state and the page of history asked for, newest last). Only ever built for one of the
| two parties (ConversationPolicy); the mentor is named as on their public profile, the
| mentee by first name and last initial.
*/

/** The other party of a conversation, as the viewer sees them. */
export type ConversationParty = {
  /** Null once they deleted their account (shown as a former member). */
  userId: number | null
  former: boolean
  name: string
  initials: string
  imageUrl: string | null
  /** The mentor's public profile; null for the mentee. */
  profilePath: string | null
  side: ConversationSide
}

export type MessageView = {
  id: number
  /** Sent by the viewer. */
  mine: boolean
  /** As written (trimmed): shown as text, never as HTML. */
  body: string
  createdAt: string
}

export type ConversationView = {
  /** Null while the viewer has not written yet (the conversation opens with its first message). */
  id: number | null
  mySide: ConversationSide
  other: ConversationParty
  blockedByMe: boolean
  blockedByThem: boolean
  /** The viewer's report waits for the team. */
  reportedByMe: boolean
  /** The newest message the other party has read ("Seen" under the viewer's last one). */
  theirLastReadId: number
  /** Why the viewer cannot write now, or null. */
  cannotWrite: 'blocked_by_me' | 'blocked_by_them' | 'former_member' | null
}

export type ConversationSummary = {
  id: number
  other: ConversationParty
  lastMessage: { mine: boolean; excerpt: string; createdAt: string } | null
  unreadCount: number
  blocked: boolean
}

export type MessagePage = { messages: MessageView[]; hasEarlier: boolean }

export function partyOf(member: Member | null, side: ConversationSide, locale: string) {
  if (!member) {
    const name = formerMemberName(locale)
    return {
      userId: null,
      former: true,
      name,
      initials: initialsOf(name),
      imageUrl: null,
      profilePath: null,
      side,
    } satisfies ConversationParty
  }
  return {
    userId: member.id,
    former: false,
    name: side === 'mentor' ? member.fullName : shortName(member.firstName, member.lastName),
    initials: member.initials,
    imageUrl: profileThumbnailUrl(member.photoUrl),
    profilePath: side === 'mentor' ? profilePath({ userId: member.id, slug: member.slug }) : null,
    side,
  } satisfies ConversationParty
}

const iso = (value: { toISO(): string | null } | null) => value?.toISO() ?? ''

export function messageViewOf(message: ConversationMessage, viewerSide: ConversationSide) {
  return {
    id: message.id,
    mine: message.senderSide === viewerSide,
    body: message.body,
    createdAt: iso(message.createdAt),
  } satisfies MessageView
}

/** One conversation as one of its parties sees it. */
export async function conversationViewOf(
  conversation: Conversation,
  viewer: User,
  locale: string
): Promise<ConversationView> {
  const mySide = conversation.sideOf(viewer.id)!
  const theirSide = otherSide(mySide)
  const otherId = conversation.userIdOn(theirSide)
  const members = await membersByIds(otherId === null ? [] : [otherId])
  const report = await ConversationReport.query()
    .where('conversationId', conversation.id)
    .where('reporterSide', mySide)
    .where('status', 'open')
    .first()
  return {
    id: conversation.id,
    mySide,
    other: partyOf(otherId === null ? null : (members.get(otherId) ?? null), theirSide, locale),
    blockedByMe: !!conversation.blockedAtOf(mySide),
    blockedByThem: !!conversation.blockedAtOf(theirSide),
    reportedByMe: !!report,
    theirLastReadId: conversation.lastReadIdOf(theirSide),
    cannotWrite: cannotWrite(conversation, mySide),
  }
}

/** The page of a conversation not written yet: the viewer and the member they may write to. */
export async function newConversationView(
  mySide: ConversationSide,
  otherUserId: number,
  locale: string
): Promise<ConversationView> {
  const members = await membersByIds([otherUserId])
  return {
    id: null,
    mySide,
    other: partyOf(members.get(otherUserId) ?? null, otherSide(mySide), locale),
    blockedByMe: false,
    blockedByThem: false,
    reportedByMe: false,
    theirLastReadId: 0,
    cannotWrite: null,
  }
}

/**
 * A page of history, oldest first: the newest messages (no cursor), those before `before`
 * (loading earlier ones), or those after `after` (catching up with new ones, at most a page).
 */
export async function messagePage(
  conversation: Conversation,
  viewerSide: ConversationSide,
  cursor: { before?: number; after?: number; limit?: number } = {}
): Promise<MessagePage> {
  const limit = cursor.limit ?? CONVERSATION_RULES.pageSize
  const query = ConversationMessage.query().where('conversationId', conversation.id)
  if (cursor.after !== undefined) {
    const rows = await query.where('id', '>', cursor.after).orderBy('id', 'asc').limit(limit)
    return { messages: rows.map((row) => messageViewOf(row, viewerSide)), hasEarlier: false }
  }
  if (cursor.before !== undefined) query.where('id', '<', cursor.before)
  const rows = await query.orderBy('id', 'desc').limit(limit + 1)
  const hasEarlier = rows.length > limit
  return {
    messages: rows
      .slice(0, limit)
      .reverse()
      .map((row) => messageViewOf(row, viewerSide)),
    hasEarlier,
  }
}

function excerptOf(body: string) {
  const line = body.replace(/\s+/g, ' ').trim()
  const max = CONVERSATION_RULES.excerptLength
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line
}

/** SQL: the member's side's last read message id. */
const LAST_READ = `case when c.mentee_user_id = ? then c.mentee_last_read_id else c.mentor_last_read_id end`

/**
 * The Messages page: the member's conversations with at least one message, those with unread
 * messages first, then the latest first.
 */
export async function conversationSummaries(viewer: User, locale: string, page: number) {
  const limit = CONVERSATION_RULES.listPageSize
  const mine = db
    .from('conversations as c')
    .where((seat) =>
      seat.where('c.mentee_user_id', viewer.id).orWhere('c.mentor_user_id', viewer.id)
    )
    .where('c.last_message_id', '>', 0)
  const counted = await mine.clone().count('* as total').first()
  const total = Number(counted?.total ?? 0)
  const rows: { id: number }[] = await mine
    .clone()
    .select('c.id')
    .orderByRaw(`case when c.last_message_id > ${LAST_READ} then 0 else 1 end`, [viewer.id])
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.id', 'desc')
    .offset((page - 1) * limit)
    .limit(limit)
  const ids = rows.map((row) => Number(row.id))
  const conversations = ids.length ? await Conversation.query().whereIn('id', ids) : []
  const byId = new Map(conversations.map((conversation) => [conversation.id, conversation]))
  const lastMessages = await ConversationMessage.query().whereIn(
    'id',
    conversations.map((conversation) => conversation.lastMessageId)
  )
  const lastById = new Map(lastMessages.map((message) => [message.id, message]))
  const unread: { conversation_id: number; total: number | string }[] = ids.length
    ? await db
        .from('conversation_messages as m')
        .join('conversations as c', 'c.id', 'm.conversation_id')
        .whereIn('c.id', ids)
        .whereRaw(`m.id > ${LAST_READ}`, [viewer.id])
        .groupBy('m.conversation_id')
        .select('m.conversation_id')
        .count('* as total')
    : []
  const unreadById = new Map(unread.map((row) => [Number(row.conversation_id), Number(row.total)]))
  const others = conversations.flatMap((conversation) => {
    const side = otherSide(conversation.sideOf(viewer.id)!)
    return conversation.userIdOn(side) ?? []
  })
  const members = await membersByIds(others)

  const summaries = ids.map((id): ConversationSummary => {
    const conversation = byId.get(id)!
    const mySide = conversation.sideOf(viewer.id)!
    const theirSide = otherSide(mySide)
    const otherId = conversation.userIdOn(theirSide)
    const last = lastById.get(conversation.lastMessageId)
    return {
      id,
      other: partyOf(otherId === null ? null : (members.get(otherId) ?? null), theirSide, locale),
      lastMessage: last
        ? {
            mine: last.senderSide === mySide,
            excerpt: excerptOf(last.body),
            createdAt: iso(last.createdAt),
          }
        : null,
      unreadCount: unreadById.get(id) ?? 0,
      blocked: !!(conversation.menteeBlockedAt || conversation.mentorBlockedAt),
    }
  })
  const pages = Math.max(1, Math.ceil(total / limit))
  return {
    summaries,
    pagination: { total, page, limit, pages, hasMore: page < pages },
  }
}
