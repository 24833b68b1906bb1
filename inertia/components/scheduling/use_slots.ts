import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '~/lib/api'
import type { SlotsAnswer } from '~/components/scheduling/types'

export type SlotsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; result: SlotsAnswer }

/** Whose slots: a mentor's to book (from an instant on), or those a session may move to. */
export type SlotsSource = { mentorId: number; from?: string | null } | { sessionId: number }

function slotsOf(source: SlotsSource, signal: AbortSignal): Promise<SlotsAnswer> {
  if ('sessionId' in source) {
    return api('scheduling.api.sessions.slots', {
      params: { id: source.sessionId },
      silent: true,
      signal,
    })
  }
  return api('scheduling.api.slots', {
    params: { id: source.mentorId },
    query: source.from ? { from: source.from } : {},
    silent: true,
    signal,
  })
}

/**
 * Loads bookable slots of `source` (through the API client, which retries a
 * failed read once) when `enabled`; `reload()` asks again. The page shows
 * its own message on failure, so the call is silent.
 */
export function useSlots(source: SlotsSource, enabled = true) {
  const [state, setState] = useState<SlotsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const latest = useRef(0)
  const sessionId = 'sessionId' in source ? source.sessionId : null
  const mentorId = 'mentorId' in source ? source.mentorId : null
  const from = 'mentorId' in source ? (source.from ?? null) : null

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const call = ++latest.current
    setState({ status: 'loading' })
    const current = sessionId !== null ? { sessionId } : { mentorId: mentorId!, from }
    slotsOf(current, controller.signal)
      .then((result) => {
        if (call === latest.current) setState({ status: 'loaded', result })
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError' && call === latest.current) setState({ status: 'failed' })
      })
    return () => controller.abort()
  }, [sessionId, mentorId, from, enabled, attempt])

  const reload = useCallback(() => setAttempt((value) => value + 1), [])
  return { state, reload }
}
