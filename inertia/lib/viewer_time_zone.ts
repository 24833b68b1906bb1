import { useEffect, useState } from 'react'
import { usePage } from '@inertiajs/react'

/** The browser's IANA time zone, or null where it cannot be read. */
function browserTimeZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null
  } catch {
    return null
  }
}

/**
 * The zone pages show times in, always named next to them: a signed-in
 * member's own zone (their profile), a signed-out visitor's browser zone.
 * The server cannot know the browser's zone, so the server render and the
 * first browser render (hydration) both use the shared zone (UTC for a
 * visitor) and the browser's replaces it right after: the markup hydrates
 * unchanged, then re-renders in the visitor's zone.
 */
export function useViewerTimeZone(): string {
  const { timeZone, user } = usePage().props
  const [browserZone, setBrowserZone] = useState<string | null>(null)
  useEffect(() => {
    setBrowserZone(user ? null : browserTimeZone())
  }, [user])
  return (!user && browserZone) || timeZone || 'UTC'
}
