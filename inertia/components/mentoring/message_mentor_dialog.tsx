import { useRef, useState, type FormEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { FormattedMessage } from 'react-intl'
import { MESSAGE_RULES } from '#business/messages'
import { SubmitButton } from '~/components/ui/submit_button'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'
import { Field, inputClass } from '~/components/ui/field'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { closeOnEscapeLeftByToast } from '~/components/toast/escape'
import { useT } from '~/components/ui/use_t'

type Props = {
  mentorId: number
  mentorName: string
  /** Classes of the button that opens the dialog. */
  triggerClassName?: string
}

/**
 * 'Message' on a mentor profile: a dialog with one text area. The message
 * goes through POST /api/mentors/:id/messages and reaches the mentor by
 * e-mail; neither address is shared. The API client shows the spec's
 * notifications for validation, rate-limit and permission errors; field
 * errors show under the text area.
 */
export function MessageMentorDialog({ mentorId, mentorName, triggerClassName }: Props) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const length = body.trim().length

  function changeOpen(next: boolean) {
    if (sending) return
    setOpen(next)
    if (!next) setError(null)
  }

  function invalid(message: string) {
    setError(message)
    requestAnimationFrame(() => textareaRef.current?.focus())
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (length < MESSAGE_RULES.minLength) {
      return invalid(
        t(
          length
            ? 'mentor_profile.validation.body.minLength'
            : 'mentor_profile.validation.body.required',
          {
            min: MESSAGE_RULES.minLength,
          }
        )
      )
    }
    setSending(true)
    setError(null)
    try {
      await api('mentoring.api.profile.messages', { params: { id: mentorId }, body: { body } })
      toast({
        title: t('mentor_profile.message.sent'),
        description: t('mentor_profile.message.sentDescription', { name: mentorName }),
      })
      setBody('')
      setOpen(false)
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors.body) {
        invalid(failure.fieldErrors.body)
      } else if (
        failure instanceof ApiError &&
        failure.errorCode === 'UNKNOWN_ERROR' &&
        failure.status
      ) {
        // The API client shows no notification for unknown errors (spec section 8).
        toast({
          title: t('mentor_profile.message.failed'),
          description: t('mentor_profile.message.failedDescription'),
          variant: 'destructive',
        })
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className={triggerClassName ?? secondaryButtonClass}>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M3 4.5A1.5 1.5 0 0 1 4.5 3h11A1.5 1.5 0 0 1 17 4.5v8a1.5 1.5 0 0 1-1.5 1.5H8l-3.6 2.7A.75.75 0 0 1 3 16.1V4.5Z" />
          </svg>
          <FormattedMessage id="mentor_profile.actions.message" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onKeyDown={closeOnEscapeLeftByToast(() => changeOpen(false))}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">
            <FormattedMessage
              id="mentor_profile.message.dialogTitle"
              values={{ name: mentorName }}
            />
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            <FormattedMessage
              id="mentor_profile.message.dialogDescription"
              values={{ name: mentorName }}
            />
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-5">
            <Field
              id="mentor-message-body"
              label={t('mentor_profile.message.label')}
              hint={t('mentor_profile.message.hint', {
                min: MESSAGE_RULES.minLength,
                max: MESSAGE_RULES.maxLength,
              })}
              error={error}
            >
              {(control) => (
                <textarea
                  {...control}
                  ref={textareaRef}
                  name="body"
                  rows={7}
                  required
                  minLength={MESSAGE_RULES.minLength}
                  maxLength={MESSAGE_RULES.maxLength}
                  value={body}
                  onChange={(event) => {
                    setBody(event.target.value)
                    if (error) setError(null)
                  }}
                  className={`${inputClass} resize-y`}
                />
              )}
            </Field>
            <p className="mt-1 text-right text-xs text-slate-500 tabular-nums">
              <FormattedMessage
                id="mentor_profile.message.counter"
                values={{ count: body.length, max: MESSAGE_RULES.maxLength }}
              />
            </p>
            <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" disabled={sending} className={secondaryButtonClass}>
                  <FormattedMessage id="mentor_profile.message.cancel" />
                </button>
              </Dialog.Close>
              <SubmitButton
                busy={sending}
                busyLabel={<FormattedMessage id="mentor_profile.message.sending" />}
                disabled={sending}
                className={primaryButtonClass}
              >
                <FormattedMessage id="mentor_profile.message.send" />
              </SubmitButton>
            </div>
          </form>
          <Dialog.Close
            disabled={sending}
            aria-label={t('mentor_profile.message.close')}
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
