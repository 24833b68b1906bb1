import { useEffect, useState } from 'react'

/** How long typing must pause before a changing text is read out. */
const PAUSE_MS = 700

/**
 * The text a polite live region should hold for a value that changes at
 * every key (a strength, a count): it follows the value only once typing
 * pauses, so a screen reader speaks once, not at every key.
 */
export function usePausedAnnouncement(text: string) {
  const [announced, setAnnounced] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])
  return announced
}
