import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react'
import { TOAST_RULES, TOAST_TYPES, type ToastType, type ToastVariant } from '#business/app'

export type ToastOptions = {
  title?: ReactNode
  description?: ReactNode
  /** An extra button, usually a `ToastAction`. */
  action?: ReactElement
  variant?: ToastVariant
  type?: ToastType
  /** Milliseconds before it closes; defaults to TOAST_RULES.durationMs. */
  duration?: number
}

export type ToastItem = ToastOptions & { id: string; open: boolean }

/** How long a closed toast stays mounted so its exit animation can play. */
const REMOVE_DELAY_MS = 300

export function assertToastType(type: unknown): asserts type is ToastType | undefined {
  if (type !== undefined && !(TOAST_TYPES as readonly unknown[]).includes(type)) {
    throw new Error(
      `Invalid prop \`type\` supplied to \`Toast\`. Expected \`${TOAST_TYPES.join(' | ')}\`.`
    )
  }
}

/*
 * One store for the whole browser tab, outside React: toasts survive a change
 * of layout, and anything (an event handler, a router callback) can raise one.
 */
let toasts: ToastItem[] = []
const listeners = new Set<() => void>()
const NO_TOASTS: ToastItem[] = []
let counter = 0

function setToasts(next: ToastItem[]) {
  toasts = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Closes one toast, or every toast when no id is given. */
export function dismiss(id?: string) {
  setToasts(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item))
  )
  setTimeout(() => {
    setToasts(toasts.filter((item) => item.open || (id !== undefined && item.id !== id)))
  }, REMOVE_DELAY_MS)
}

/**
 * Shows a notification. Only TOAST_RULES.limit toasts show at a time: a new
 * one replaces the oldest.
 */
export function toast(options: ToastOptions) {
  assertToastType(options.type)
  const id = String(++counter)
  setToasts([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_RULES.limit))
  return {
    id,
    dismiss: () => dismiss(id),
    update: (changes: ToastOptions) => {
      assertToastType(changes.type)
      setToasts(toasts.map((item) => (item.id === id ? { ...item, ...changes } : item)))
    },
  }
}

/** The current toasts plus `toast()` and `dismiss()`. */
export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS
  )
  return { toasts: current, toast, dismiss }
}
