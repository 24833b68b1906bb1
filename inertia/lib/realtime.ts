import { useEffect, useRef } from 'react'
import type { Transmit } from '@adonisjs/transmit-client'

/*
| Server-sent events (@adonisjs/transmit): one stream per browser tab, opened the first time a
| page subscribes to a channel, its client loaded only then. The server says on which channel
| something changed; the page reads the change through the JSON API. Without a stream (an old
| proxy, the server restarting) pages keep working: they show what a reload shows.
*/

let client: Promise<Transmit> | null = null

/** How long the client takes to subscribe again after its stream came back. */
const RESUBSCRIBE_MS = 500

function realtime() {
  if (typeof window === 'undefined' || typeof EventSource === 'undefined') return null
  client ??= import('@adonisjs/transmit-client').then(
    ({ Transmit }) => new Transmit({ baseUrl: window.location.origin, maxReconnectAttempts: 20 })
  )
  return client
}

type Handlers<Payload> = {
  /** A broadcast on the channel. */
  onMessage: (payload: Payload) => void
  /** Subscribed, or the stream came back after a break: catch up with what may have been missed. */
  onReady?: () => void
}

/**
 * Listens to a private channel while the component is mounted (`null`: nothing to listen to).
 * The server lets a member subscribe only to their own channels.
 */
export function useChannel<Payload = Record<string, unknown>>(
  channel: string | null,
  handlers: Handlers<Payload>
) {
  const latest = useRef(handlers)
  latest.current = handlers

  useEffect(() => {
    const connecting = channel ? realtime() : null
    if (!channel || !connecting) return
    let cancelled = false
    let stop = () => {}
    void connecting.then(async (transmit) => {
      if (cancelled) return
      const subscription = transmit.subscription(channel)
      const off = subscription.onMessage<Payload>((payload) => latest.current.onMessage(payload))
      const ready = () => {
        if (!cancelled && subscription.isCreated) latest.current.onReady?.()
      }
      // Back after a break: the client subscribes again first, then the page catches up.
      const reconnected = () => setTimeout(ready, RESUBSCRIBE_MS)
      transmit.on('connected', reconnected)
      stop = () => {
        off()
        transmit.off('connected', reconnected)
        if (subscription.handlerCount === 0) void subscription.delete()
      }
      await subscription.create()
      if (cancelled) stop()
      else ready()
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [channel])
}
