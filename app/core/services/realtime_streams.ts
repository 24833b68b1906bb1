import transmit from '@adonisjs/transmit/services/main'

/**
 * Ends every open server-sent events stream (@adonisjs/transmit's), so that closing the HTTP
 * server does not wait for them: a stream never ends on its own, and Node's server.close()
 * waits for every response in progress. The browsers' clients reconnect, to another instance
 * or to this one once it is back.
 */
export function endRealtimeStreams() {
  for (const [stream] of transmit.getManager().getAllSubscribers()) stream.end()
}
