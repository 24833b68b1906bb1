import { useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { useChannel } from '~/lib/realtime'

/**
 * How many of the member's conversations have unread messages: the count every page gets
 * (`unreadConversations`), kept current between visits by the member's inbox channel. Null
 * for a visitor.
 */
export function useUnreadConversations(): number | null {
  const { user, unreadConversations } = usePage().props
  const [count, setCount] = useState(unreadConversations ?? null)
  useEffect(() => setCount(unreadConversations ?? null), [unreadConversations])
  useChannel<{ unreadConversations?: number }>(user ? `users/${user.id}/messages` : null, {
    onMessage: (payload) => {
      if (typeof payload.unreadConversations === 'number') setCount(payload.unreadConversations)
    },
  })
  return user ? count : null
}
