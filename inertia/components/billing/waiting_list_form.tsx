import { useRef, useState, type FormEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useReturnFocus } from '~/components/ui/return_focus'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'
import { Field, inputClass } from '~/components/ui/field'
import { primaryButtonClass } from '~/components/ui/button'
import { SubmitButton } from '~/components/ui/submit_button'
import { closeOnEscapeLeftByToast } from '~/components/toast/escape'
import { useT } from '~/components/ui/use_t'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The pricing page's waiting list: one e-mail field; on success a dialog
 * confirms it and says the e-mail with the introductory call is on its way.
 * The server checks the address again (VALIDATION_ERROR under the field),
 * keeps one entry per address and limits sign-ups (the API client shows the
 * rate-limit notification).
 */
export function WaitingListForm() {
  const submitRef = useRef<HTMLButtonElement>(null)
  // The dialog opens after the request, from the submit button (or Enter in the field).
  const returnFocus = useReturnFocus(submitRef)
  const t = useT('pricing.waitingList')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [joined, setJoined] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const focusAfterRender = useFocusAfterRender()

  function invalid(message: string) {
    setError(message)
    focusAfterRender(() => inputRef.current?.focus())
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    const address = email.trim()
    if (!address) return invalid(t('validation.email.required'))
    if (!EMAIL.test(address)) return invalid(t('validation.email.email'))
    setSending(true)
    setError(null)
    try {
      await api('billing.api.waitingList', { body: { email: address } })
      setJoined(address)
      setEmail('')
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors.email) {
        invalid(failure.fieldErrors.email)
      } else if (
        failure instanceof ApiError &&
        failure.errorCode === 'UNKNOWN_ERROR' &&
        failure.status
      ) {
        // The API client shows no notification for unknown errors.
        toast({ title: t('failed'), description: t('failedDescription'), variant: 'destructive' })
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Field
          id="waiting-list-email"
          label={t('label')}
          error={error}
          className="flex-1 text-left"
        >
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              type="email"
              name="email"
              autoComplete="email"
              required
              placeholder={t('placeholder')}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value)
                if (error) setError(null)
              }}
              className={inputClass}
            />
          )}
        </Field>
        <SubmitButton
          busy={sending}
          busyLabel={t('sending')}
          ref={submitRef}
          className={`${primaryButtonClass} aria-disabled:opacity-60 sm:mt-7`}
        >
          {t('submit')}
        </SubmitButton>
      </form>

      <Dialog.Root open={joined !== null} onOpenChange={(open) => !open && setJoined(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content
            {...returnFocus}
            onKeyDown={closeOnEscapeLeftByToast(() => setJoined(null))}
            className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
          >
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {t('successTitle')}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-700">
              {t('successDescription', { email: joined ?? '' })}
            </Dialog.Description>
            <div className="mt-6 flex justify-end">
              <Dialog.Close asChild>
                <button type="button" className={primaryButtonClass}>
                  {t('close')}
                </button>
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}
