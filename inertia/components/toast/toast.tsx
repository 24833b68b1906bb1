import * as ToastPrimitive from '@radix-ui/react-toast'
import { type ComponentPropsWithRef, type CSSProperties } from 'react'
import { useIntl } from 'react-intl'
import { TOAST_RULES, type ToastVariant } from '#business/app'
import { assertToastType } from '~/components/toast/toast_store'
import { leaveEscapeToDialog } from '~/components/toast/escape'
import { cn } from '~/lib/cn'

export const ToastProvider = ToastPrimitive.Provider

/**
 * Top of the screen on small displays (under 768 px), bottom-right and at
 * most 420 px wide from the medium breakpoint up (spec: "max width 420 px on
 * medium and up"), above the cookie banner while it shows; the hotkey moves
 * focus into it.
 */
export function ToastViewport({
  className,
  style,
  ...props
}: ComponentPropsWithRef<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'fixed top-0 flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none',
        'md:top-auto md:right-0 md:bottom-[var(--consent-banner-height,0px)] md:max-w-(--toast-max-width) md:flex-col',
        className
      )}
      style={
        {
          'zIndex': TOAST_RULES.zIndex,
          '--toast-max-width': `${TOAST_RULES.maxWidthPx}px`,
          ...style,
        } as CSSProperties
      }
      {...props}
    />
  )
}

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'destructive border-red-700 bg-red-700 text-white',
}

type ToastProps = ComponentPropsWithRef<typeof ToastPrimitive.Root> & { variant?: ToastVariant }

/** Radix's toast with the product's variants and a strict check of `type`. */
export function Toast({ className, variant = 'default', type, ...props }: ToastProps) {
  assertToastType(type)
  return (
    <ToastPrimitive.Root
      type={type}
      onEscapeKeyDown={leaveEscapeToDialog}
      data-variant={variant}
      className={cn(
        'toast group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
        VARIANT_CLASSES[variant],
        className
      )}
      {...props}
    />
  )
}

export function ToastTitle({
  className,
  ...props
}: ComponentPropsWithRef<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />
}

export function ToastDescription({
  className,
  ...props
}: ComponentPropsWithRef<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />
}

export function ToastAction({
  className,
  ...props
}: ComponentPropsWithRef<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-slate-300 px-3 text-sm font-medium',
        'hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
        'group-data-[variant=destructive]:border-white/40 group-data-[variant=destructive]:hover:bg-red-800',
        className
      )}
      {...props}
    />
  )
}

export function ToastClose({
  className,
  ...props
}: ComponentPropsWithRef<typeof ToastPrimitive.Close>) {
  const intl = useIntl()
  return (
    <ToastPrimitive.Close
      aria-label={intl.formatMessage({ id: 'common.toast.close' })}
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900',
        'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
        'group-data-[variant=destructive]:text-red-100 group-data-[variant=destructive]:hover:bg-red-800 group-data-[variant=destructive]:hover:text-white',
        className
      )}
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
        <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
      </svg>
    </ToastPrimitive.Close>
  )
}
