import { useCallback, useLayoutEffect, useState } from 'react'

type Target = { focus: () => void }

/**
 * Moves the focus once React has drawn what the caller has just put in state: an error under
 * its field, a new row, a heading. `focusAfterRender(() => ref.current?.focus())` runs in the
 * commit that shows the change, so the focus cannot land later, on a field while the user is
 * already typing in another one. A frame callback could: browsers hold frames back (a hidden
 * tab, a busy or headless Chromium), and the focus then jumped in the middle of the next input.
 */
export function useFocusAfterRender() {
  const [target, setTarget] = useState<Target | null>(null)
  useLayoutEffect(() => {
    target?.focus()
  }, [target])
  return useCallback((focus: () => void) => setTarget({ focus }), [])
}
