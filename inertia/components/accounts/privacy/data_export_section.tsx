import { useRef, type FormEvent } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import { useIntl } from 'react-intl'
import type { Data } from '@generated/data'
import { DATA_EXPORT_RULES } from '#business/accounts'
import { urlFor } from '~/client'
import { submitForm } from '~/lib/form_submit'
import { toast } from '~/components/toast'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type Props = { dataExport: Data.Accounts.DataExport }

/**
 * "Download my data": where the member's copy stands (nothing yet, being prepared, ready until a
 * date, failed) and the one action that fits it. The copy is built in the background and its
 * link e-mailed; the page shows the link too while it lasts.
 */
export function DataExportSection({ dataExport }: Props) {
  const t = useT('privacy_settings.export')
  const intl = useIntl()
  const viewer = usePage().props.user
  const form = useForm({})
  const stateLine = useRef<HTMLParagraphElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const timeZone = viewer?.timezone ?? 'UTC'
  const when = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short', timeZone }) : ''
  const days = DATA_EXPORT_RULES.linkDays

  function submit(event: FormEvent) {
    event.preventDefault()
    if (form.processing) return
    const failed = () => {
      toast({
        title: t('failedRequest.title'),
        description: t('failedRequest.description'),
        variant: 'destructive',
      })
      return false as const
    }
    submitForm(form, 'post', urlFor('accounts.dataExport.store'), {
      preserveScroll: true,
      // The button is gone while the copy is prepared: the focus goes to what the page now says.
      onSuccess: () => focusAfterRender(() => stateLine.current?.focus()),
      onHttpException: failed,
      onNetworkError: failed,
    })
  }

  const { status } = dataExport
  const state = {
    none: t('none', { days }),
    pending: t('pending', {
      requestedAt: when(dataExport.requestedAt),
      email: viewer?.email,
      days,
    }),
    ready: t('ready', { readyUntil: when(dataExport.readyUntil) }),
    failed: t('failed', { requestedAt: when(dataExport.requestedAt) }),
  }[status]
  const action = { none: t('request'), ready: t('again'), failed: t('retry'), pending: null }[
    status
  ]

  return (
    <section
      aria-labelledby="data-export-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="data-export-heading" className="text-base font-semibold text-slate-900">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('description')}</p>
      <p
        ref={stateLine}
        role="status"
        tabIndex={-1}
        data-export-status={status}
        className={
          status === 'failed'
            ? 'mt-4 text-sm text-red-800 focus:outline-none'
            : 'mt-4 text-sm text-slate-800 focus:outline-none'
        }
      >
        {state}
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {status === 'ready' && dataExport.downloadUrl ? (
          <a href={dataExport.downloadUrl} download className={primaryButtonClass}>
            {t('download')}
          </a>
        ) : null}
        {action ? (
          <form onSubmit={submit}>
            <SubmitButton
              busy={form.processing}
              busyLabel={t('requesting')}
              className={status === 'ready' ? secondaryButtonClass : primaryButtonClass}
            >
              {action}
            </SubmitButton>
          </form>
        ) : null}
      </div>
    </section>
  )
}
