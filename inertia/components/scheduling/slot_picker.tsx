import { useEffect, useMemo, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Spinner } from '~/components/loading/spinner'
import { secondaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { formatTime, sameClock, slotsByDay, zoneName } from '~/components/scheduling/time'
import type { SlotsState } from '~/components/scheduling/use_slots'
import { useT } from '~/components/ui/use_t'

/** Days shown before "Show more days". */
const DAYS_SHOWN = 4

type Props = {
  id: string
  state: SlotsState
  onRetry: () => void
  viewerZone: string
  mentorName: string
  /** The chosen slot's start (ISO), or null. */
  value: string | null
  onChange: (startsAt: string) => void
  error?: string | null
  /** The slot the waiting line holds for the viewer, and how to say so ("Held for you until 14:00"). */
  held?: { startsAt: string; label: string } | null
}

/**
 * The booking dialog's available slots: grouped by day in the viewer's zone,
 * each time with the mentor's local time beside it. Shows a spinner while
 * loading, the spec's empty state and its failure message with a retry.
 */
export function SlotPicker({
  id,
  state,
  onRetry,
  viewerZone,
  mentorName,
  value,
  onChange,
  error,
  held,
}: Props) {
  const intl = useIntl()
  const t = useT()
  const [showAll, setShowAll] = useState(false)
  const firstMoreDay = useRef<HTMLFieldSetElement>(null)
  // "Show more days" goes away once pressed: the focus moves to the first newly shown time.
  const [movingFocus, setMovingFocus] = useState(false)
  useEffect(() => {
    if (!movingFocus) return
    firstMoreDay.current?.querySelector('input')?.focus()
    setMovingFocus(false)
  }, [movingFocus])
  const days = useMemo(
    () => (state.status === 'loaded' ? slotsByDay(intl, state.result.data, viewerZone) : []),
    [intl, state, viewerZone]
  )

  if (state.status === 'loading') {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-6 text-sm text-slate-600">
        <Spinner size="sm" label={t('booking.slots.loading')} />
        <span aria-hidden="true">{t('booking.slots.loading')}</span>
      </div>
    )
  }

  if (state.status === 'failed') {
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-800"
      >
        <p className="font-medium">{t('booking.slots.failed')}</p>
        <button type="button" onClick={onRetry} className={cn(secondaryButtonClass, 'mt-3')}>
          {t('booking.slots.retry')}
        </button>
      </div>
    )
  }

  const { mentorTimeZone, calendarUnavailable } = state.result
  const zonesDiffer = mentorTimeZone !== viewerZone
  // A chosen or held time on a later day shows every day, so it is never hidden.
  const marked = [value, held?.startsAt].filter(Boolean)
  const laterDay = days.findIndex((day) =>
    day.slots.some((slot) => marked.includes(slot.startsAt))
  )
  const shown = showAll || laterDay >= DAYS_SHOWN ? days : days.slice(0, DAYS_SHOWN)

  return (
    <div>
      <p className="text-sm text-slate-600" id={`${id}-zones`}>
        {zonesDiffer
          ? t('booking.slots.zones', {
              viewerZone: zoneName(viewerZone, intl.locale),
              mentorZone: zoneName(mentorTimeZone, intl.locale),
              name: mentorName,
            })
          : t('booking.slots.sameZone', {
              viewerZone: zoneName(viewerZone, intl.locale),
              name: mentorName,
            })}
      </p>
      {calendarUnavailable ? (
        <p className="mt-2 text-sm text-amber-800">
          {t('booking.slots.calendarUnavailable', { name: mentorName })}
        </p>
      ) : null}
      {days.length === 0 ? (
        <div className="mt-3 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center">
          <p className="font-semibold text-slate-900">{t('booking.slots.empty')}</p>
          <p className="mt-1 text-sm text-slate-600">
            {t('booking.slots.emptyHint', { name: mentorName })}
          </p>
        </div>
      ) : (
        <div
          role="radiogroup"
          aria-labelledby={`${id}-legend`}
          aria-describedby={[`${id}-zones`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-required="true"
          className="mt-3 space-y-4"
        >
          <span id={`${id}-legend`} className="sr-only">
            {t('booking.slots.legend')}
          </span>
          {shown.map((day, index) => (
            <fieldset
              key={day.key}
              data-day={day.key}
              ref={index === DAYS_SHOWN ? firstMoreDay : undefined}
            >
              <legend className="text-sm font-semibold text-slate-800">{day.label}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {day.slots.map((slot) => {
                  const yours = formatTime(intl, slot.startsAt, viewerZone)
                  const theirs = formatTime(intl, slot.startsAt, mentorTimeZone)
                  const checked = value === slot.startsAt
                  const isHeld = held?.startsAt === slot.startsAt
                  return (
                    <label
                      key={slot.startsAt}
                      className={cn(
                        'relative flex cursor-pointer flex-col rounded-md border px-3 py-2 text-sm focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-1',
                        checked
                          ? 'border-brand-700 bg-brand-50 text-brand-900'
                          : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600',
                        isHeld && 'ring-2 ring-amber-500'
                      )}
                      data-held={isHeld || undefined}
                    >
                      <input
                        type="radio"
                        name={`${id}-slot`}
                        value={slot.startsAt}
                        checked={checked}
                        onChange={() => onChange(slot.startsAt)}
                        aria-describedby={error ? `${id}-error` : undefined}
                        // Transparent over the whole time, not a 1 px box in its corner: a
                        // time reached by the arrow keys scrolls into view whole, clear of
                        // the cookie banner at the bottom (WCAG 2.4.11).
                        className="absolute inset-0 size-full cursor-pointer opacity-0"
                      />
                      <span className="font-semibold tabular-nums">
                        {yours}
                        <span className="sr-only"> {t('booking.slots.yourTime')}</span>
                      </span>
                      {zonesDiffer && !sameClock(slot.startsAt, viewerZone, mentorTimeZone) ? (
                        <span className="text-xs text-slate-600 tabular-nums">
                          <span className="sr-only">· </span>
                          {t('booking.slots.mentorTime', {
                            time: theirs,
                            zone: zoneName(mentorTimeZone, intl.locale),
                          })}
                        </span>
                      ) : null}
                      {isHeld ? (
                        <span className="text-xs font-medium text-amber-900">{held.label}</span>
                      ) : null}
                    </label>
                  )
                })}
              </div>
            </fieldset>
          ))}
          {shown.length < days.length ? (
            <button
              type="button"
              onClick={() => {
                setShowAll(true)
                setMovingFocus(true)
              }}
              className={secondaryButtonClass}
            >
              {t('booking.slots.showMore')}
            </button>
          ) : null}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
