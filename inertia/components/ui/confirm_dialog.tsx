import { type ReactNode } from 'react'
import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useReturnFocus } from '~/components/ui/return_focus'
import { Spinner } from '~/components/loading/spinner'
import { secondaryButtonClass, dangerButtonClass } from '~/components/ui/button'
import { closeOnEscapeLeftByToast } from '~/components/toast/escape'

/** A confirmation before an action that cannot be taken back lightly (cancel, refund). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  keepLabel,
  busy,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  keepLabel: ReactNode
  busy: boolean
  onConfirm: () => void
}) {
  const returnFocus = useReturnFocus()
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <AlertDialog.Content
          {...returnFocus}
          onKeyDown={closeOnEscapeLeftByToast(() => !busy && onOpenChange(false))}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <button type="button" disabled={busy} className={secondaryButtonClass}>
                {keepLabel}
              </button>
            </AlertDialog.Cancel>
            {/* Busy, it keeps the focus (aria-disabled: a disabled one drops it) and ignores presses. */}
            <button
              type="button"
              aria-disabled={busy || undefined}
              onClick={() => !busy && onConfirm()}
              className={dangerButtonClass}
            >
              {busy ? <Spinner size="xs" /> : null}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
