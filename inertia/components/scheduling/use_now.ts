import { useEffect, useState } from 'react'

/**
 * The current time, refreshed every `intervalMs`; null during the server
 * render and hydration, so both render the same markup.
 */
export function useNow(intervalMs: number) {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
