import type { FormEvent, ReactNode } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { SubmitButton } from '~/components/ui/submit_button'
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { useReturnFocus } from '~/components/ui/return_focus'
import { useT } from '~/components/ui/use_t'
import { closeOnEscapeLeftByToast } from '~/components/toast/escape'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  /** While busy the dialog cannot be closed. */
  busy?: boolean
  children: ReactNode
}

/** The frame of My Sessions' dialogs: title, description, close button. */
export function SessionDialog({ open, onOpenChange, title, description, busy, children }: Props) {
  const t = useT()
  const returnFocus = useReturnFocus()
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...returnFocus}
          onKeyDown={closeOnEscapeLeftByToast(() => !busy && onOpenChange(false))}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-2 text-sm text-slate-600">
              {description}
            </Dialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
          <Dialog.Close
            disabled={busy}
            aria-label={t('my_sessions.dialogs.close')}
            className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

type FormProps = Omit<Props, 'children'> & {
  onSubmit: (event: FormEvent) => void
  submitLabel: ReactNode
  /** The button that closes without acting: "Back" unless given. */
  backLabel?: ReactNode
  /** The submit button reads as an action not lightly taken back (cancelling a session). */
  destructive?: boolean
  /** The submit button waits for more than the request (the slots still loading). */
  submitDisabled?: boolean
  formClassName?: string
  children: ReactNode
}

/**
 * A session dialog holding one form: its own fields, then the footer with the
 * back button, disabled while the request runs, and the submit button, busy (a
 * spinner; it keeps the focus). The back button closes as the dialog's own close does.
 */
export function SessionFormDialog({
  onSubmit,
  submitLabel,
  backLabel,
  destructive,
  submitDisabled,
  formClassName,
  children,
  ...frame
}: FormProps) {
  const t = useT()
  const { busy, onOpenChange } = frame
  return (
    <SessionDialog {...frame}>
      <form onSubmit={onSubmit} noValidate className={formClassName}>
        {children}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            disabled={busy}
            onClick={() => onOpenChange(false)}
            className={secondaryButtonClass}
          >
            {backLabel ?? t('my_sessions.dialogs.back')}
          </button>
          <SubmitButton
            busy={busy ?? false}
            busyLabel={submitLabel}
            disabled={submitDisabled || undefined}
            className={destructive ? dangerButtonClass : primaryButtonClass}
          >
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </SessionDialog>
  )
}
