import { useCallback } from 'react'

/** Focuses the console's main content (react-admin's skip link target) until the focus moves on. */
function focusMainContent() {
  if (document.activeElement && document.activeElement !== document.body) return
  const main = document.getElementById('main-content')
  if (!main) return
  main.setAttribute('tabindex', '-1')
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true })
  main.focus()
}

/**
 * A ref for a button that its own action can remove (an approved application
 * leaves the list, a cancelled session loses its Cancel button). If the button
 * holds the focus when it goes, the focus would fall back to the top of the
 * page: it goes to the main content instead, where the next Tab continues.
 */
export function useFocusKeptOnRemoval() {
  return useCallback((button: HTMLElement | null) => {
    if (!button) return
    // React detaches the ref while the button is still in the page.
    return () => {
      if (button === document.activeElement) setTimeout(focusMainContent)
    }
  }, [])
}
