import { useState, type FormEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import { MATCHING_REQUEST_RULES } from '#business/matching'
import type { Plan } from '#business/pricing'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'
import { Field, inputClass } from '~/components/ui/field'
import { primaryButtonClass } from '~/components/ui/button'
import { SubmitButton } from '~/components/ui/submit_button'
import { useApiForm } from '~/components/ui/use_api_form'
import { criteriaPayload, type Criteria } from '~/components/matching/types'
import { cn } from '~/lib/cn'
import { UpgradePrompt } from '~/components/billing/upgrade_prompt'
import { useT } from '~/components/ui/use_t'

/**
 * PRO's personalised matching by the team: a request form (message and,
 * optionally, the current criteria). Other plans see the upgrade prompt.
 */
export function ProRequest({ plan, criteria }: { plan: Plan; criteria: Criteria }) {
  const t = useT()
  const [message, setMessage] = useState('')
  const [attach, setAttach] = useState(true)
  const { formRef, errors, processing: sending, send } = useApiForm()
  const hasCriteria = criteria.industries.length > 0

  if (plan !== 'PRO') {
    return (
      <UpgradePrompt
        title={t('matching.pro.upgradeTitle')}
        description={t('matching.pro.upgradeDescription')}
        action={t('matching.pro.upgradeAction')}
      />
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const sent = await send(
      () =>
        api('mentoring.matching.requests.store', {
          body: { message, criteria: attach && hasCriteria ? criteriaPayload(criteria) : null },
          silent: true,
        }),
      (error) => {
        if (error instanceof ApiError && error.errorCode === 'VALIDATION_ERROR') return
        toast({
          title: t('matching.pro.failedTitle'),
          description: error instanceof ApiError ? error.message : t('matching.errors.tryAgain'),
          variant: 'destructive',
        })
      }
    )
    if (!sent) return
    setMessage('')
    toast({ title: t('matching.pro.sentTitle'), description: t('matching.pro.sentDescription') })
  }

  const criteriaError = Object.entries(errors).find(([key]) => key.startsWith('criteria'))?.[1]

  return (
    <section
      aria-labelledby="pro-matching-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="pro-matching-title" className="text-base font-semibold text-slate-900">
        <FormattedMessage id="matching.pro.title" />
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        <FormattedMessage id="matching.pro.description" />
      </p>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 space-y-4">
        <Field
          id="pro-message"
          label={t('matching.fields.message')}
          hint={t('matching.pro.messageHint', {
            min: MATCHING_REQUEST_RULES.messageMinLength,
            max: MATCHING_REQUEST_RULES.messageMaxLength,
          })}
          error={errors.message ?? null}
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={4}
              maxLength={MATCHING_REQUEST_RULES.messageMaxLength}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              className={cn(inputClass, 'resize-y')}
            />
          )}
        </Field>
        {hasCriteria ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={attach}
              onChange={(event) => setAttach(event.target.checked)}
              className="size-4 rounded border-slate-300 text-brand-700"
            />
            <FormattedMessage id="matching.pro.attachCriteria" />
          </label>
        ) : null}
        {criteriaError ? <p className="text-sm font-medium text-red-700">{criteriaError}</p> : null}
        <SubmitButton
          busy={sending}
          busyLabel={t('matching.pro.sending')}
          className={primaryButtonClass}
        >
          {t('matching.pro.send')}
        </SubmitButton>
      </form>
    </section>
  )
}
