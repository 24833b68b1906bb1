import { useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { api } from '~/lib/api'
import { useChannel } from '~/lib/realtime'

/**
 * How many of the member's conversations have unread messages: the count every page gets
 * (`unreadConversations`), kept current between visits by the member's inbox channel. Null
 * for a visitor. Once subscribed (and after a break in the stream) the count is read again,
 * since a message that arrived between the page's answer and the subscription was broadcast
 * to nobody.
 */
export function useUnreadConversations(): number | null {
  const { user, unreadConversations } = usePage().props
  const [count, setCount] = useState(unreadConversations ?? null)
  useEffect(() => setCount(unreadConversations ?? null), [unreadConversations])
  useChannel<{ unreadConversations?: number }>(user ? `users/${user.id}/messages` : null, {
    onMessage: (payload) => {
      if (typeof payload.unreadConversations === 'number') setCount(payload.unreadConversations)
    },
    onReady: () => {
      api('mentoring.api.conversations.unread', { silent: true, background: true })
        .then((answer) => setCount(answer.unreadConversations))
        .catch(() => {
          // The badge keeps what it shows; the next page brings the count.
        })
    },
  })
  return user ? count : null
}
