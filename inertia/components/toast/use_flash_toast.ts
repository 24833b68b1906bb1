import { useEffect, useRef } from 'react'
import { router, usePage } from '@inertiajs/react'
import { toast } from '~/components/toast/toast_store'

type FlashToast = { title?: string; description?: string; variant?: 'default' | 'destructive' }

/** Flash objects already shown: each page response carries its own object. */
const shown = new WeakSet<object>()

function showFlash(flash: Record<string, unknown> | undefined) {
  const message = flash?.toast as FlashToast | undefined
  if (!flash || !message || shown.has(flash)) return
  shown.add(flash)
  toast({ title: message.title, description: message.description, variant: message.variant })
}

/**
 * Turns the server's `session.flash('toast', ...)` into a toast: the first
 * page's flash on mount, then Inertia's `flash` event after every visit.
 * Mount it once (the root layout does).
 */
export function useFlashToast() {
  // The first page only: later pages arrive through the event.
  const firstFlash = useRef(usePage().flash as Record<string, unknown> | undefined)
  useEffect(() => {
    showFlash(firstFlash.current)
    return router.on('flash', (event) => showFlash(event.detail.flash as Record<string, unknown>))
  }, [])
}
