import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { RECORD_ID } from '#core/http'
import { CONVERSATION_SIDES, type ConversationSide } from '#business/messages'
import Conversation from '#mentoring/models/conversation'
import { unreadConversationCount } from '#mentoring/services/conversations'

/*
| Conversations in real time (server-sent events through @adonisjs/transmit; with several
| instances its Redis transport carries each broadcast to all of them). Two kinds of private
| channel: a conversation's, which only its two parties may subscribe to, and a member's inbox,
| which only they may. What goes through them says only that something changed (a message's
| id, a read marker, a new unread count): the page then reads the message through its API,
| which checks the reader again, so no message text travels through the transport.
*/

export const conversationChannel = (conversationId: number) => `conversations/${conversationId}`
export const inboxChannel = (userId: number) => `users/${userId}/messages`

/** Loaded when first used: a command that announces nothing opens no transport. */
async function transmit() {
  const { default: service } = await import('@adonisjs/transmit/services/main')
  return service
}

/** Who may subscribe to what (the subscribe route runs the sign-in guard first). */
export async function authorizeConversationChannels() {
  const service = await transmit()
  service.authorize<{ id: string }>('conversations/:id', async (ctx: HttpContext, { id }) => {
    const user = ctx.auth.user
    if (!user || !RECORD_ID.match.test(id)) return false
    const conversation = await Conversation.find(Number(id))
    return !!conversation?.sideOf(user.id)
  })
  service.authorize<{ id: string }>('users/:id/messages', (ctx: HttpContext, { id }) => {
    return !!ctx.auth.user && RECORD_ID.match.test(id) && ctx.auth.user.id === Number(id)
  })
}

/** Broadcasts, never failing the change they follow (the page still works by reloading). */
async function announce(work: (service: Awaited<ReturnType<typeof transmit>>) => Promise<void>) {
  try {
    await work(await transmit())
  } catch (error) {
    logger.warn({ err: error }, 'could not announce a conversation change')
  }
}

async function announceInboxes(
  service: Awaited<ReturnType<typeof transmit>>,
  conversation: Conversation,
  sides: readonly ConversationSide[]
) {
  for (const side of sides) {
    const userId = conversation.userIdOn(side)
    if (userId === null) continue
    service.broadcast(inboxChannel(userId), {
      type: 'inbox',
      conversationId: conversation.id,
      unreadConversations: await unreadConversationCount(userId),
    })
  }
}

/** A new message: both parties' open pages of it, and their inboxes (badge, Messages page). */
export function announceMessage(conversation: Conversation, messageId: number) {
  return announce(async (service) => {
    service.broadcast(conversationChannel(conversation.id), { type: 'message', messageId })
    await announceInboxes(service, conversation, CONVERSATION_SIDES)
  })
}

/** A side read up to a message: the other's "Seen", and the reader's other tabs. */
export function announceRead(conversation: Conversation, side: ConversationSide) {
  return announce(async (service) => {
    service.broadcast(conversationChannel(conversation.id), {
      type: 'read',
      side,
      lastReadId: conversation.lastReadIdOf(side),
    })
    await announceInboxes(service, conversation, [side])
  })
}

/** A block given or lifted: both parties' pages read the conversation's state again. */
export function announceChange(conversation: Conversation) {
  return announce(async (service) => {
    service.broadcast(conversationChannel(conversation.id), { type: 'changed' })
  })
}
