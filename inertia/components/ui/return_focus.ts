import { useRef, type RefObject } from 'react'
import { focusMain } from '~/lib/focus_main'

/**
 * Focus handling for a Radix dialog opened from state instead of its own
 * `Trigger`: Radix gives the focus back to the trigger it knows, and without
 * one the focus falls to the body. Spread the result on `Dialog.Content` (or
 * `AlertDialog.Content`): on close the focus returns to the element that had
 * it when the dialog opened; when that is gone (or the focus was nowhere, on
 * the body), to `fallback` (the control that opened the dialog, when the
 * caller knows it), else to the element the page marks `data-return-focus`
 * (a list's heading), else to the page's `<main>`.
 */
export function useReturnFocus(fallback?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault()
      const target = opener.current
      opener.current = null
      if (target?.isConnected && target !== document.body) target.focus()
      else if (fallback?.current?.isConnected) fallback.current.focus()
      else {
        const mark = document.querySelector<HTMLElement>('[data-return-focus]')
        if (mark) mark.focus()
        else focusMain()
      }
    },
  }
}
