import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { SESSION_RULES } from '#business/sessions'
import { Spinner } from '~/components/loading/spinner'
import { Field, inputClass } from '~/components/ui/field'
import { secondaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { SessionFormDialog } from '~/components/scheduling/session_dialog'
import { useSessionAction } from '~/components/scheduling/session_actions'
import { formatDay, formatTime, slotsByDay, zoneName } from '~/components/scheduling/time'
import type { Session } from '~/components/scheduling/types'
import { useSlots } from '~/components/scheduling/use_slots'
import { useT } from '~/components/ui/use_t'
import { api } from '~/lib/api'
import { ReasonField } from '~/components/scheduling/reason_language'

type Props = {
  session: Session
  viewerZone: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: () => void
}

/**
 * Reschedule (spec): a new date, start and end time from the mentor's
 * available slots (the end follows from the session's length), a reason,
 * the mentor's time zone, and the notice that the other party must confirm.
 */
export function RescheduleDialog({ session, viewerZone, open, onOpenChange, onDone }: Props) {
  const intl = useIntl()
  const t = useT()
  const action = useSessionAction()
  const slots = useSlots({ sessionId: session.id }, open)
  const [day, setDay] = useState('')
  const [startsAt, setStartsAt] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ slot?: string; reason?: string }>({})
  const name = session.counterpart.firstName
  const ids = {
    date: `reschedule-date-${session.id}`,
    start: `reschedule-start-${session.id}`,
    end: `reschedule-end-${session.id}`,
    reason: `reschedule-reason-${session.id}`,
  }

  const days = useMemo(
    () =>
      slots.state.status === 'loaded' ? slotsByDay(intl, slots.state.result.data, viewerZone) : [],
    [intl, slots.state, viewerZone]
  )
  const daySlots = days.find((item) => item.key === day)?.slots ?? []
  const chosen = daySlots.find((slot) => slot.startsAt === startsAt) ?? null
  const mentorZone =
    slots.state.status === 'loaded' ? slots.state.result.mentorTimeZone : session.mentorTimeZone
  const duration =
    slots.state.status === 'loaded' ? slots.state.result.durationMinutes : session.durationMinutes

  // A new list (first load, retry) starts without a choice.
  useEffect(() => {
    setDay('')
    setStartsAt('')
  }, [slots.state])

  function changeOpen(next: boolean) {
    onOpenChange(next)
    if (!next) setErrors({})
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: typeof errors = {}
    if (!chosen) found.slot = t('my_sessions.dialogs.reschedule.slotRequired')
    if (!reason.trim()) found.reason = t('my_sessions.dialogs.reschedule.reasonRequired')
    setErrors(found)
    if (found.slot) return document.getElementById(day ? ids.start : ids.date)?.focus()
    if (found.reason) return document.getElementById(ids.reason)?.focus()
    const result = await action.run(
      () =>
        api('scheduling.api.sessions.reschedule', {
          params: { id: session.id },
          body: { startsAt: chosen!.startsAt, reason: reason.trim() },
          silent: true,
        }),
      {
        success: t('my_sessions.toasts.rescheduleRequested'),
        successDescription: t('my_sessions.toasts.rescheduleRequestedDescription', { name }),
        failure: t('my_sessions.toasts.rescheduleFailed'),
      }
    )
    if (result.ok) {
      setReason('')
      onOpenChange(false)
    } else {
      const fields = result.error?.fieldErrors ?? {}
      setErrors({ slot: fields.startsAt, reason: fields.reason })
      if (result.error?.status === 409 || fields.startsAt) slots.reload()
    }
    onDone()
  }

  return (
    <SessionFormDialog
      open={open}
      onOpenChange={changeOpen}
      busy={action.busy}
      title={t('my_sessions.dialogs.reschedule.title', { name: session.counterpart.name })}
      description={t('my_sessions.dialogs.reschedule.description', {
        day: formatDay(intl, session.startsAt, viewerZone),
        start: formatTime(intl, session.startsAt, viewerZone),
        zone: zoneName(viewerZone, intl.locale),
      })}
      onSubmit={submit}
      submitLabel={t('my_sessions.dialogs.reschedule.submit')}
      submitDisabled={slots.state.status !== 'loaded'}
    >
      <div
        role="note"
        className="space-y-1 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
      >
        <p className="font-semibold">{t('my_sessions.dialogs.reschedule.notice', { name })}</p>
        <p>
          {t('my_sessions.dialogs.reschedule.rule', {
            hours: SESSION_RULES.rescheduleNoticeHours,
          })}
        </p>
      </div>
      <p className="mt-4 text-sm font-medium text-slate-800" data-testid="reschedule-mentor-zone">
        {t('my_sessions.dialogs.reschedule.mentorZone', {
          zone: zoneName(mentorZone, intl.locale),
        })}
      </p>
      <p className="text-sm text-slate-600">
        {t('my_sessions.dialogs.reschedule.yourZone', {
          zone: zoneName(viewerZone, intl.locale),
        })}
      </p>

      {slots.state.status === 'loading' ? (
        <div className="mt-4 flex items-center gap-3 text-sm text-slate-600">
          <Spinner size="sm" label={t('booking.slots.loading')} />
          <span aria-hidden="true">{t('booking.slots.loading')}</span>
        </div>
      ) : slots.state.status === 'failed' ? (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-medium">{t('booking.slots.failed')}</p>
          <button type="button" onClick={slots.reload} className={cn(secondaryButtonClass, 'mt-3')}>
            {t('booking.slots.retry')}
          </button>
        </div>
      ) : days.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-4 text-center font-semibold text-slate-900">
          {t('booking.slots.empty')}
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('my_sessions.dialogs.reschedule.available', {
              count: day ? daySlots.length : slots.state.result.data.length,
            })}
          </p>
          <Field
            id={ids.date}
            label={t('my_sessions.dialogs.reschedule.date')}
            error={!day ? errors.slot : null}
          >
            {(control) => (
              <select
                {...control}
                name="date"
                value={day}
                onChange={(event) => {
                  setDay(event.target.value)
                  setStartsAt('')
                }}
                className={inputClass}
              >
                <option value="">{t('my_sessions.dialogs.reschedule.choose')}</option>
                {days.map((item) => (
                  <option key={item.key} value={item.key}>
                    {item.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={ids.start}
              label={t('my_sessions.dialogs.reschedule.start')}
              error={day ? errors.slot : null}
            >
              {(control) => (
                <select
                  {...control}
                  name="start"
                  value={startsAt}
                  disabled={!day}
                  onChange={(event) => {
                    setStartsAt(event.target.value)
                    setErrors((current) => ({ ...current, slot: undefined }))
                  }}
                  className={inputClass}
                >
                  <option value="">{t('my_sessions.dialogs.reschedule.choose')}</option>
                  {daySlots.map((slot) => (
                    <option key={slot.startsAt} value={slot.startsAt}>
                      {formatTime(intl, slot.startsAt, viewerZone)}
                      {mentorZone !== viewerZone
                        ? ` (${t('booking.slots.mentorTime', {
                            time: formatTime(intl, slot.startsAt, mentorZone),
                            zone: zoneName(mentorZone, intl.locale),
                          })})`
                        : ''}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              id={ids.end}
              label={t('my_sessions.dialogs.reschedule.end')}
              hint={t('my_sessions.dialogs.reschedule.endHint', { minutes: duration })}
            >
              {(control) => (
                <input
                  {...control}
                  name="end"
                  readOnly
                  value={chosen ? formatTime(intl, chosen.endsAt, viewerZone) : ''}
                  className={cn(inputClass, 'bg-slate-50')}
                />
              )}
            </Field>
          </div>
        </div>
      )}

      <ReasonField
        id={ids.reason}
        className="mt-4"
        session={session}
        label={t('my_sessions.dialogs.reschedule.reason')}
        rows={3}
        value={reason}
        onChange={(value) => {
          setReason(value)
          setErrors((current) => ({ ...current, reason: undefined }))
        }}
        error={errors.reason}
      />
    </SessionFormDialog>
  )
}
