import { useCallback, useEffect, useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { CONVERSATION_RULES } from '#business/messages'
import { api } from '~/lib/api'
import { useChannel } from '~/lib/realtime'

type Conversation = Data.Mentoring.Conversation
type Message = Data.Mentoring.ConversationMessage

type Broadcast =
  | { type: 'message'; messageId: number }
  | { type: 'read'; side: Conversation['mySide']; lastReadId: number }
  | { type: 'changed' }

/** Messages by id, oldest first, each once (a message may come back from two calls). */
function merged(current: Message[], more: Message[]) {
  const byId = new Map(current.map((message) => [message.id, message]))
  for (const message of more) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible'

/**
 * A conversation's page state: the messages shown (the newest page first, earlier pages on
 * demand), new ones as they arrive (the conversation's channel says a message came; the page
 * reads it through the API, which checks the reader), the other party's read marker, and the
 * page's own reading (marked read while the page is in sight).
 */
export function useConversation(props: {
  conversation: Conversation
  messages: Message[]
  hasEarlier: boolean
}) {
  const [conversation, setConversation] = useState(props.conversation)
  const [messages, setMessages] = useState(props.messages)
  const [hasEarlier, setHasEarlier] = useState(props.hasEarlier)
  const [loadingEarlier, setLoadingEarlier] = useState(false)
  /** The latest message from the other party that came in while the page was open. */
  const [arrived, setArrived] = useState<Message | null>(null)
  const readUpTo = useRef(0)
  const id = conversation.id

  // A new visit (another conversation, or the same one read again) starts over; a partial
  // reload of the conversation's state (a block) keeps the messages shown.
  useEffect(() => setConversation(props.conversation), [props.conversation])
  useEffect(() => {
    setMessages(props.messages)
    setHasEarlier(props.hasEarlier)
  }, [props.messages, props.hasEarlier])

  const lastId = messages.at(-1)?.id ?? 0
  const lastIdRef = useRef(lastId)
  lastIdRef.current = lastId

  const markRead = useCallback(
    (upTo: number) => {
      if (id === null || !visible() || upTo <= readUpTo.current) return
      readUpTo.current = upTo
      void api('mentoring.api.conversations.read', {
        params: { id },
        body: { upTo },
        silent: true,
        background: true,
      }).catch(() => {
        readUpTo.current = 0
      })
    },
    [id]
  )

  /** Reads what came after the newest message shown (a broadcast, or a break in the stream). */
  const catchUp = useCallback(async () => {
    if (id === null) return
    try {
      let after = lastIdRef.current
      for (;;) {
        const page = await api('mentoring.api.conversations.messages', {
          params: { id },
          query: { after, limit: CONVERSATION_RULES.maxPageSize },
          silent: true,
          background: true,
        })
        if (!page.data.length) break
        setMessages((current) => merged(current, page.data))
        const theirs = page.data.filter((message) => !message.mine)
        if (theirs.length) setArrived(theirs.at(-1)!)
        after = page.data.at(-1)!.id
        if (page.data.length < CONVERSATION_RULES.maxPageSize) break
      }
      markRead(after)
    } catch {
      // The page keeps what it shows; a reload shows the rest.
    }
  }, [id, markRead])

  useChannel<Broadcast>(id === null ? null : `conversations/${id}`, {
    onMessage: (event) => {
      if (event.type === 'message') void catchUp()
      else if (event.type === 'read' && event.side !== conversation.mySide) {
        setConversation((current) => ({
          ...current,
          theirLastReadId: Math.max(current.theirLastReadId, event.lastReadId),
        }))
      } else if (event.type === 'changed') {
        router.reload({ only: ['conversation'] })
      }
    },
    onReady: () => void catchUp(),
  })

  // Back in sight: what arrived meanwhile is read now.
  useEffect(() => {
    const onVisible = () => markRead(lastIdRef.current)
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [markRead])

  async function loadEarlier() {
    const first = messages[0]
    if (id === null || !first) return false
    setLoadingEarlier(true)
    try {
      const page = await api('mentoring.api.conversations.messages', {
        params: { id },
        query: { before: first.id },
        silent: true,
      })
      setMessages((current) => merged(current, page.data))
      setHasEarlier(page.hasEarlier)
      return true
    } catch {
      return false
    } finally {
      setLoadingEarlier(false)
    }
  }

  /** A message the viewer sent (the answer of their call). */
  function sent(message: Message) {
    setMessages((current) => merged(current, [message]))
    readUpTo.current = Math.max(readUpTo.current, message.id)
  }

  return {
    conversation,
    setConversation,
    messages,
    hasEarlier,
    loadingEarlier,
    loadEarlier,
    sent,
    arrived,
  }
}
