import { useState, type FormEvent } from 'react'
import { Head, router } from '@inertiajs/react'
import { useIntl } from 'react-intl'
import type { Plan } from '#business/pricing'
import type { HelpRequestTopic } from '#business/pro_features'
import type { Data } from '@generated/data'
import { UpgradePrompt } from '~/components/billing/upgrade_prompt'
import { SubmitButton } from '~/components/ui/submit_button'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'
import { Field, inputClass } from '~/components/ui/field'
import { primaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { useT } from '~/components/ui/use_t'
import { useApiForm } from '~/components/ui/use_api_form'

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'

function HelpRequestForm({ form }: { form: Data.Billing.HelpRequestForm }) {
  const t = useT('pro_features')
  const [topic, setTopic] = useState<HelpRequestTopic | ''>('')
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const {
    formRef,
    errors,
    processing: sending,
    send,
  } = useApiForm<'topic' | 'subject' | 'message'>()
  const { rules } = form

  async function submit(event: FormEvent) {
    event.preventDefault()
    const sent = await send(
      () =>
        api('billing.api.pro.helpRequests.store', {
          // No topic chosen is sent as is: the server's VALIDATION_ERROR says so under the field.
          body: { topic: topic as HelpRequestTopic, subject, message },
          silent: true,
          retries: 0,
        }),
      (error) => {
        if (error instanceof ApiError && error.errorCode === 'VALIDATION_ERROR') return
        toast({
          title: t('helpRequest.failedTitle'),
          description: error instanceof ApiError ? error.message : t('helpRequest.tryAgain'),
          variant: 'destructive',
        })
      }
    )
    if (!sent) return
    setTopic('')
    setSubject('')
    setMessage('')
    toast({ title: t('helpRequest.sentTitle'), description: t('helpRequest.sentDescription') })
    router.reload({ only: ['pro'] })
  }

  return (
    <section aria-labelledby="help-request-title" className={cardClass}>
      <h2 id="help-request-title" className="text-lg font-semibold text-slate-900">
        {t('helpRequest.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('helpRequest.description')}</p>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 space-y-4">
        <Field id="help-topic" label={t('helpRequest.fields.topic')} error={errors.topic ?? null}>
          {(control) => (
            <select
              {...control}
              name="topic"
              value={topic}
              onChange={(event) => setTopic(event.target.value as HelpRequestTopic)}
              className={inputClass}
            >
              <option value="">{t('helpRequest.chooseTopic')}</option>
              {form.topics.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="help-subject"
          label={t('helpRequest.fields.subject')}
          error={errors.subject ?? null}
        >
          {(control) => (
            <input
              {...control}
              name="subject"
              type="text"
              maxLength={rules.subjectMaxLength}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id="help-message"
          label={t('helpRequest.fields.message')}
          hint={t('helpRequest.messageHint', {
            min: rules.messageMinLength,
            max: rules.messageMaxLength,
          })}
          error={errors.message ?? null}
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={6}
              maxLength={rules.messageMaxLength}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              className={cn(inputClass, 'resize-y')}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton
            busy={sending}
            busyLabel={t('helpRequest.sending')}
            className={primaryButtonClass}
          >
            {t('helpRequest.submit')}
          </SubmitButton>
          <p className="text-sm text-slate-500">
            {t('helpRequest.limitHint', { count: rules.perDay })}
          </p>
        </div>
      </form>
    </section>
  )
}

function RecentRequests({ requests }: { requests: Data.Billing.HelpRequest[] }) {
  const t = useT('pro_features')
  const intl = useIntl()
  return (
    <section aria-labelledby="recent-requests-title" className={cardClass}>
      <h2 id="recent-requests-title" className="text-lg font-semibold text-slate-900">
        {t('helpRequest.recentTitle')}
      </h2>
      {requests.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('helpRequest.recentEmpty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {requests.map((request) => (
            <li
              key={request.id}
              className="flex flex-wrap items-baseline justify-between gap-2 py-3"
            >
              <div>
                <p className="text-sm font-medium text-slate-900">{request.subject}</p>
                <p className="text-sm text-slate-600">
                  {intl.formatMessage({ id: `pro_features.topics.${request.topic}` })} ·{' '}
                  {t('helpRequest.sentOn', {
                    date: intl.formatDate(request.createdAt, { dateStyle: 'medium' }),
                  })}
                </p>
              </div>
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                {t(`helpRequest.statuses.${request.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Community({ url }: { url: string }) {
  const t = useT('pro_features')
  return (
    <section aria-labelledby="community-title" className={cardClass}>
      <h2 id="community-title" className="text-lg font-semibold text-slate-900">
        {t('community.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('community.description')}</p>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(primaryButtonClass, 'mt-4')}
      >
        {t('community.action')}
        <span className="sr-only"> {t('community.newTab')}</span>
      </a>
    </section>
  )
}

function UpcomingFeatures({
  features,
}: {
  features: Data.Billing.ProFeatures['upcomingFeatures']
}) {
  const t = useT('pro_features')
  return (
    <section aria-labelledby="upcoming-title" className={cardClass}>
      <h2 id="upcoming-title" className="text-lg font-semibold text-slate-900">
        {t('upcoming.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('upcoming.intro')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature.id} className="rounded-xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">{feature.title}</h3>
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                {t(`upcoming.stages.${feature.stage}`)}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

type Props = {
  plan: Plan
  /** null for other plans: the page shows the upgrade prompt instead. */
  pro: Data.Billing.ProFeatures | null
  helpRequestForm: Data.Billing.HelpRequestForm
}

/**
 * `/dashboard/pro`: the PRO plan's features (help request to the team, the
 * community, upcoming features); members of other plans see the upgrade
 * prompt instead.
 */
export default function ProPage({ plan, pro, helpRequestForm }: Props) {
  const t = useT('pro_features')
  return (
    <>
      <Head title={t('title')} />
      <div className="bg-slate-50">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
            <span className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-200">
              {t('planBadge', { plan })}
            </span>
          </div>
          <p className="mt-2 max-w-3xl text-lg text-slate-600">{t('intro')}</p>
          <div className="mt-8">
            {pro ? (
              <div className="flex flex-col gap-6">
                <div className="grid gap-6 lg:grid-cols-3">
                  <div className="lg:col-span-2">
                    <HelpRequestForm form={helpRequestForm} />
                  </div>
                  <div className="flex flex-col gap-6">
                    <Community url={pro.communityUrl} />
                    <RecentRequests requests={pro.helpRequests} />
                  </div>
                </div>
                <UpcomingFeatures features={pro.upcomingFeatures} />
              </div>
            ) : (
              <UpgradePrompt showBenefits className="max-w-2xl" />
            )}
          </div>
        </div>
      </div>
    </>
  )
}
