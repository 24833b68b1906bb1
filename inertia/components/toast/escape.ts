import type { KeyboardEvent as ReactKeyboardEvent } from 'react'

/**
 * Escape belongs to the dialog the focus is in, not to a toast that opened
 * above it (a "failed, try again" toast): Radix makes each toast the topmost
 * dismissable layer, the only one Escape reaches. The toast keeps itself open
 * and marks the key for the dialog, whose content closes on it.
 */
const leftToDialog = new WeakSet<Event>()

/** The toasts' `onEscapeKeyDown`. */
export function leaveEscapeToDialog(event: KeyboardEvent) {
  if (
    event.target instanceof Element &&
    event.target.closest('[role=dialog], [role=alertdialog]')
  ) {
    event.preventDefault()
    leftToDialog.add(event)
  }
}

/** A dialog content's `onKeyDown`: `close` on an Escape that a toast above left to it. */
export function closeOnEscapeLeftByToast(close: () => void) {
  return (event: ReactKeyboardEvent) => {
    if (leftToDialog.has(event.nativeEvent)) close()
  }
}
