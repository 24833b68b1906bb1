import { useEffect, useState, type FormEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import type { Data } from '@generated/data'
import { CONVERSATION_REPORT_REASONS, CONVERSATION_RULES } from '#business/messages'
import { SubmitButton } from '~/components/ui/submit_button'
import { dangerButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { FieldError, TextAreaField } from '~/components/ui/field'
import { RadioCard } from '~/components/ui/radio_card'
import { useApiForm } from '~/components/ui/use_api_form'
import { useReturnFocus } from '~/components/ui/return_focus'
import { useT } from '~/components/ui/use_t'
import { toast } from '~/components/toast'
import { closeOnEscapeLeftByToast } from '~/components/toast/escape'
import { api } from '~/lib/api'

type Reason = (typeof CONVERSATION_REPORT_REASONS)[number]

type Props = {
  conversation: Data.Mentoring.Conversation
  open: boolean
  onOpenChange: (open: boolean) => void
  onReported: (conversation: Data.Mentoring.Conversation) => void
}

/**
 * Reporting the conversation to the team: a reason and, if the member wishes, details. The
 * dialog says that the team may then read the conversation, and that each reading is recorded.
 */
export function ReportDialog({ conversation, open, onOpenChange, onReported }: Props) {
  const t = useT()
  const form = useApiForm<'reason' | 'details'>()
  const returnFocus = useReturnFocus()
  const [reason, setReason] = useState<Reason | null>(null)
  const [details, setDetails] = useState('')
  const max = CONVERSATION_RULES.reportDetailsMaxLength

  useEffect(() => {
    if (!open) return
    setReason(null)
    setDetails('')
    form.setErrors({})
  }, [open])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!reason) return form.showErrors({ reason: t('conversations.validation.reason.required') })
    const result = await form.send(() =>
      api('mentoring.api.conversations.report', {
        params: { id: conversation.id! },
        body: { reason, ...(details.trim() ? { details: details.trim() } : {}) },
      })
    )
    if (!result) return
    onReported(result.answer.conversation)
    onOpenChange(false)
    toast({
      title: t('conversations.report.sent'),
      description: t('conversations.report.sentDescription', { name: conversation.other.name }),
    })
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !form.processing && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...returnFocus}
          onKeyDown={closeOnEscapeLeftByToast(() => !form.processing && onOpenChange(false))}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">
            {t('conversations.report.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t('conversations.report.description')}
          </Dialog.Description>
          <form ref={form.formRef} onSubmit={submit} noValidate className="mt-5">
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">
                {t('conversations.report.reason')}
              </legend>
              <div className="mt-2 grid gap-2">
                {CONVERSATION_REPORT_REASONS.map((value) => (
                  <RadioCard
                    key={value}
                    name="reason"
                    value={value}
                    checked={reason === value}
                    invalid={!!form.errors.reason}
                    onChange={() => {
                      setReason(value)
                      form.clearError('reason')
                    }}
                  >
                    {t(`conversations.report.reasons.${value}`)}
                  </RadioCard>
                ))}
              </div>
              <FieldError id="reason" error={form.errors.reason} />
            </fieldset>
            <TextAreaField
              id="report-details"
              className="mt-5"
              label={t('conversations.report.details')}
              hint={t('conversations.report.detailsHint', { max })}
              error={form.errors.details}
              name="details"
              rows={4}
              maxLength={max}
              value={details}
              onChange={(value) => {
                setDetails(value)
                form.clearError('details')
              }}
            />
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" disabled={form.processing} className={secondaryButtonClass}>
                  {t('conversations.report.cancel')}
                </button>
              </Dialog.Close>
              <SubmitButton
                busy={form.processing}
                busyLabel={t('conversations.composer.sending')}
                className={dangerButtonClass}
              >
                {t('conversations.report.submit')}
              </SubmitButton>
            </div>
          </form>
          <Dialog.Close
            disabled={form.processing}
            aria-label={t('conversations.report.close')}
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
