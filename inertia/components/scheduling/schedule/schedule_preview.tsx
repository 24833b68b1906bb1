import { FormattedMessage, useIntl } from 'react-intl'
import { SESSION_RULES } from '#business/sessions'
import { Spinner } from '~/components/loading/spinner'
import { cn } from '~/lib/cn'
import { secondaryButtonClass } from '~/components/ui/button'
import { timeZoneLabel } from '~/components/ui/time_zone_select'
import type { Preview } from '~/components/scheduling/schedule/types'
import { useT } from '~/components/ui/use_t'

type Props = {
  preview: Preview
  /** The viewer's zone (the page's times are shown in it). */
  viewerTimeZone: string
  days: number
  loading: boolean
  onRefresh: () => void
}

/** 'YYYY-MM-DD' of an instant in a zone. */
function dayKey(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso))
}

/**
 * The slots mentees can book over the next two weeks, grouped by day in the
 * viewer's time zone, which is named; the mentor's zone is named beside it
 * (and each time given in it too when the two differ).
 */
export function SchedulePreview({ preview, viewerTimeZone, days, loading, onRefresh }: Props) {
  const intl = useIntl()
  const t = useT()
  const mentorZone = preview.mentorTimeZone
  const sameZone = mentorZone === viewerTimeZone
  // 24-hour times, like the HH:mm the schedule is entered in.
  const time = (iso: string, timeZone = viewerTimeZone) =>
    intl.formatTime(iso, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })

  const groups = new Map<string, Preview['data']>()
  for (const slot of preview.data) {
    const key = dayKey(slot.startsAt, viewerTimeZone)
    groups.set(key, [...(groups.get(key) ?? []), slot])
  }

  return (
    <div aria-busy={loading || undefined}>
      <p className="text-sm text-slate-600">
        <FormattedMessage
          id="schedule_settings.preview.description"
          values={{
            minutes: preview.durationMinutes,
            days,
            notice: SESSION_RULES.bookingNoticeHours,
          }}
        />
      </p>
      <p className="mt-2 text-sm text-slate-700" data-testid="preview-zones">
        <span className="font-medium">
          {t('schedule_settings.preview.viewerZone', { zone: timeZoneLabel(viewerTimeZone) })}
        </span>{' '}
        {t('schedule_settings.preview.mentorZone', { zone: timeZoneLabel(mentorZone) })}
      </p>
      {preview.calendarUnavailable ? (
        <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <FormattedMessage id="schedule_settings.preview.calendarUnavailable" />
        </p>
      ) : null}

      <div className="mt-4 flex items-center gap-3">
        <button
          type="button"
          onClick={onRefresh}
          disabled={loading}
          className={cn(secondaryButtonClass, 'px-3 py-1.5')}
        >
          {loading ? <Spinner size="xs" /> : null}
          {t('schedule_settings.preview.refresh')}
        </button>
        <p className="sr-only" aria-live="polite">
          {loading
            ? t('schedule_settings.preview.loading')
            : t('schedule_settings.preview.slots', { count: preview.data.length })}
        </p>
      </div>

      {groups.size === 0 ? (
        <div
          className="mt-4 rounded-md border border-dashed border-slate-300 p-5 text-center"
          data-testid="preview-empty"
        >
          <p className="text-sm font-semibold text-slate-900">
            <FormattedMessage id="schedule_settings.preview.empty" />
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <FormattedMessage id="schedule_settings.preview.emptyHint" />
          </p>
        </div>
      ) : (
        <ul className="mt-4 space-y-4" data-testid="preview-days">
          {[...groups.entries()].map(([key, slots]) => (
            <li key={key} data-day={key}>
              <h3 className="text-sm font-semibold text-slate-900">
                {intl.formatDate(slots[0].startsAt, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                  timeZone: viewerTimeZone,
                })}{' '}
                <span className="font-normal text-slate-500">
                  ({t('schedule_settings.preview.slots', { count: slots.length })})
                </span>
              </h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {slots.map((slot) => (
                  <li
                    key={slot.startsAt}
                    className="rounded-md border border-slate-200 bg-slate-50 px-2.5 py-1 text-sm text-slate-800 tabular-nums"
                  >
                    <time dateTime={slot.startsAt}>{time(slot.startsAt)}</time>–
                    <time dateTime={slot.endsAt}>{time(slot.endsAt)}</time>
                    {sameZone ? null : (
                      <span className="ml-1 text-slate-500">
                        (
                        {t('schedule_settings.preview.inMentorZone', {
                          time: time(slot.startsAt, mentorZone),
                          zone: timeZoneLabel(mentorZone),
                        })}
                        )
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
