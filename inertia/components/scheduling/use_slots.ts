import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '~/lib/api'
import type { SlotsResponse } from '~/components/scheduling/types'

export type SlotsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; result: SlotsResponse }

/**
 * Loads bookable slots from `url` (through the API client, which retries a
 * failed read once) when `enabled`; `reload()` asks again. The page shows
 * its own message on failure, so the call is silent.
 */
export function useSlots(url: string, enabled = true) {
  const [state, setState] = useState<SlotsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const latest = useRef(0)

  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const call = ++latest.current
    setState({ status: 'loading' })
    api<SlotsResponse>(url, { silent: true, signal: controller.signal })
      .then((result) => {
        if (call === latest.current) setState({ status: 'loaded', result })
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError' && call === latest.current) setState({ status: 'failed' })
      })
    return () => controller.abort()
  }, [url, enabled, attempt])

  const reload = useCallback(() => setAttempt((value) => value + 1), [])
  return { state, reload }
}
