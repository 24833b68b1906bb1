import type { FormEvent } from 'react'
import { useForm, usePage } from '@inertiajs/react'
import { useIntl } from 'react-intl'
import { RESPONSIVENESS_RULES } from '#business/responsiveness'
import { urlFor } from '~/client'
import { submitForm } from '~/lib/form_submit'
import { toast } from '~/components/toast'
import { primaryButtonClass } from '~/components/ui/button'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'

/**
 * A paused mentor's banner (their dashboard and mentor settings): why they are
 * out of the list since when, what it means, and the one click that lists them
 * again. Nothing for anyone else.
 */
export function PausedBanner() {
  const t = useT('mentor_settings.paused')
  const intl = useIntl()
  const { mentorPause, timeZone } = usePage().props
  const form = useForm({})
  if (!mentorPause) return null

  const since = intl.formatDate(mentorPause.since, {
    dateStyle: 'long',
    timeZone: timeZone || 'UTC',
  })
  const why =
    mentorPause.reason === 'noShows'
      ? t('why.noShows', {
          since,
          count: RESPONSIVENESS_RULES.pauseAfterNoShows,
          days: RESPONSIVENESS_RULES.noShowWindowDays,
        })
      : t('why.expiries', { since, count: RESPONSIVENESS_RULES.pauseAfterExpiriesInARow })

  function submit(event: FormEvent) {
    event.preventDefault()
    if (form.processing) return
    const failed = () => {
      toast({ title: t('failed'), variant: 'destructive' })
      return false as const
    }
    submitForm(form, 'post', urlFor('mentoring.settings.resume'), {
      preserveScroll: true,
      onHttpException: failed,
      onNetworkError: failed,
    })
  }

  return (
    <section
      aria-labelledby="mentor-paused-title"
      className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
      data-testid="mentor-paused"
    >
      <h2 id="mentor-paused-title" className="text-base font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm">{why}</p>
      <p className="mt-1 text-sm">{t('meaning')}</p>
      <form onSubmit={submit} className="mt-4">
        <SubmitButton busy={form.processing} busyLabel={t('busy')} className={primaryButtonClass}>
          {t('action')}
        </SubmitButton>
      </form>
    </section>
  )
}
