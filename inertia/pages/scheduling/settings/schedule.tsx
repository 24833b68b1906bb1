import { useState, type ReactNode } from 'react'
import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage } from 'react-intl'
import { toast } from '~/components/toast'
import { api } from '~/lib/api'
import { primaryButtonClass } from '~/components/ui/button'
import { timeZoneLabel } from '~/components/ui/time_zone_select'
import { WeeklyHours } from '~/components/scheduling/schedule/weekly_hours'
import { ScheduleExceptions } from '~/components/scheduling/schedule/exceptions'
import { SchedulePreview } from '~/components/scheduling/schedule/schedule_preview'
import type {
  Preview,
  Schedule,
  ScheduleLimits,
  ScheduleSaved,
} from '~/components/scheduling/schedule/types'
import { useT } from '~/components/ui/use_t'

type Props = {
  hasProfile: boolean
  mentorTimeZone: string
  today: string
  schedule: Schedule
  preview: Preview | null
  limits: ScheduleLimits
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/**
 * Settings > Schedule: weekly hours (several ranges per day), dated
 * exceptions and a preview of the next two weeks' bookable slots. Times are
 * in the mentor's time zone, named on the page. Saved through /api/schedule.
 */
export default function ScheduleSettings({
  hasProfile,
  mentorTimeZone,
  today,
  schedule: initialSchedule,
  preview: initialPreview,
  limits,
}: Props) {
  const t = useT()
  const viewerTimeZone = (usePage().props.timeZone as string | undefined) ?? mentorTimeZone
  const [schedule, setSchedule] = useState(initialSchedule)
  const [preview, setPreview] = useState(initialPreview)
  const [loadingPreview, setLoadingPreview] = useState(false)

  function saved(next: ScheduleSaved) {
    setSchedule(next.schedule)
    setPreview(next.preview)
  }

  async function refreshPreview() {
    setLoadingPreview(true)
    try {
      setPreview(await api('scheduling.api.schedule.preview', { silent: true }))
    } catch {
      toast({ title: t('schedule_settings.preview.loadFailed'), variant: 'destructive' })
    } finally {
      setLoadingPreview(false)
    }
  }

  return (
    <>
      <Head title={t('schedule_settings.title')} />
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          <FormattedMessage id="schedule_settings.title" />
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          <FormattedMessage id="schedule_settings.description" />
        </p>
        <p
          className="mt-4 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800"
          data-testid="schedule-zone"
        >
          <span className="font-semibold">
            <FormattedMessage id="schedule_settings.timeZone.label" />
            {': '}
          </span>
          <FormattedMessage
            id="schedule_settings.timeZone.note"
            values={{ zone: timeZoneLabel(mentorTimeZone) }}
          />
        </p>

        {hasProfile ? (
          <div className="mt-6 space-y-6">
            <Section
              id="schedule-weekly-title"
              title={<FormattedMessage id="schedule_settings.weekly.title" />}
            >
              <WeeklyHours weekly={schedule.weekly} limits={limits} onSaved={saved} />
            </Section>
            <Section
              id="schedule-exceptions-title"
              title={<FormattedMessage id="schedule_settings.exceptions.title" />}
            >
              <ScheduleExceptions
                exceptions={schedule.exceptions}
                today={today}
                mentorTimeZone={timeZoneLabel(mentorTimeZone)}
                limits={limits}
                onSaved={saved}
              />
            </Section>
            {preview ? (
              <Section
                id="schedule-preview-title"
                title={<FormattedMessage id="schedule_settings.preview.title" />}
              >
                <SchedulePreview
                  preview={preview}
                  viewerTimeZone={viewerTimeZone}
                  days={limits.previewDays}
                  loading={loadingPreview}
                  onRefresh={refreshPreview}
                />
              </Section>
            ) : null}
          </div>
        ) : (
          <div
            className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5"
            data-testid="schedule-no-profile"
          >
            <h2 className="text-base font-semibold text-brand-900">
              <FormattedMessage id="schedule_settings.noProfile.title" />
            </h2>
            <p className="mt-1 text-sm text-brand-900">
              <FormattedMessage id="schedule_settings.noProfile.description" />
            </p>
            <Link route="mentoring.settings.mentorProfile" className={`${primaryButtonClass} mt-4`}>
              <FormattedMessage id="schedule_settings.noProfile.action" />
            </Link>
          </div>
        )}
      </div>
    </>
  )
}
