import { FormattedMessage } from 'react-intl'
import { cn } from '~/lib/cn'
import { Field, FieldError, describedBy, inputClass } from '~/components/ui/field'
import {
  minutesOf,
  normalizeTime,
  type ScheduleException,
  type ScheduleLimits,
  EXCEPTION_TIME_FORMAT_HINT,
  withTimeFormat,
} from '~/components/scheduling/schedule/types'
import { SCHEDULE_TIME_PATTERN } from '#business/sessions'
import { useT } from '~/components/ui/use_t'

export type Draft = {
  date: string
  reason: string
  mode: 'all_day' | 'hours'
  start: string
  end: string
}

export const EMPTY_DRAFT: Draft = { date: '', reason: '', mode: 'all_day', start: '', end: '' }

/**
 * The draft's field errors, found before sending (the server checks the same):
 * a date that is given, not past and free of another exception; in "available
 * only between" mode both times, well formed, the end after the start.
 */
export function draftErrors(
  draft: Draft,
  context: { today: string; others: ScheduleException[] },
  t: (id: string, values?: Record<string, any>) => string
) {
  const errors: Record<string, string> = {}
  if (!draft.date) errors.date = t('schedule_settings.validation.date.required')
  else if (draft.date < context.today) errors.date = t('schedule_settings.validation.date.past')
  else if (context.others.some((other) => other.date === draft.date)) {
    errors.date = t('schedule_settings.validation.date.duplicate')
  }
  if (draft.mode === 'hours') {
    const times = { startTime: normalizeTime(draft.start), endTime: normalizeTime(draft.end) }
    for (const [field, value] of Object.entries(times)) {
      if (!value) errors[field] = t(`schedule_settings.validation.${field}.required`)
      else if (!SCHEDULE_TIME_PATTERN.test(value)) {
        errors[field] = t('schedule_settings.validation.rules.regex', {
          field: t(`schedule_settings.fields.${field}`),
        })
      }
    }
    if (
      !errors.startTime &&
      !errors.endTime &&
      minutesOf(times.endTime) <= minutesOf(times.startTime)
    ) {
      errors.endTime = t('schedule_settings.validation.rules.endAfterStart')
    }
  }
  return errors
}

export function draftOf(exception: ScheduleException): Draft {
  return {
    date: exception.date,
    reason: exception.reason ?? '',
    mode: exception.unavailableAllDay ? 'all_day' : 'hours',
    start: exception.startTime ?? '',
    end: exception.endTime ?? '',
  }
}

/** The exception dialog's fields: the date, all day or only between two times, and a reason. */
export function ExceptionFields({
  draft,
  set,
  error,
  today,
  limits,
}: {
  draft: Draft
  set: <K extends keyof Draft>(field: K, value: Draft[K]) => void
  error: (field: string) => string | null
  today: string
  limits: ScheduleLimits
}) {
  const t = useT()
  return (
    <>
      <Field id="exception-date" label={t('schedule_settings.fields.date')} error={error('date')}>
        {(control) => (
          <input
            {...control}
            name="date"
            type="date"
            required
            min={today}
            value={draft.date}
            onChange={(event) => set('date', event.target.value)}
            className={inputClass}
          />
        )}
      </Field>

      <fieldset>
        <legend className="block text-sm font-medium text-slate-800">
          {t('schedule_settings.exceptions.dialog.mode')}
        </legend>
        <div className="mt-2 space-y-2">
          {(['all_day', 'hours'] as const).map((mode) => (
            <label key={mode} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="mode"
                value={mode}
                checked={draft.mode === mode}
                onChange={() => set('mode', mode)}
                className="size-4 border-slate-300 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
              />
              {t(
                mode === 'all_day'
                  ? 'schedule_settings.exceptions.dialog.modeAllDay'
                  : 'schedule_settings.exceptions.dialog.modeHours'
              )}
            </label>
          ))}
        </div>
        {draft.mode === 'hours' ? (
          <div className="mt-3 pl-6">
            <p id={EXCEPTION_TIME_FORMAT_HINT} className="text-xs text-slate-600">
              <FormattedMessage id="schedule_settings.timeFormat" />
            </p>
            <div className="mt-2 flex flex-wrap gap-3">
              {(['start', 'end'] as const).map((part) => {
                const id = `exception-${part}`
                const field = part === 'start' ? 'startTime' : 'endTime'
                const message = error(field)
                return (
                  <div key={part}>
                    <label htmlFor={id} className="block text-xs font-medium text-slate-600">
                      {t(`schedule_settings.fields.${field}`)}
                    </label>
                    <input
                      id={id}
                      name={field}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder={part === 'start' ? '09:00' : '13:00'}
                      maxLength={5}
                      value={draft[part]}
                      aria-invalid={message ? true : undefined}
                      aria-describedby={withTimeFormat(
                        describedBy(id, null, message),
                        EXCEPTION_TIME_FORMAT_HINT
                      )}
                      onChange={(event) => set(part, event.target.value)}
                      className={cn(inputClass, 'mt-1 w-24 tabular-nums')}
                    />
                    <FieldError id={id} error={message} />
                  </div>
                )
              })}
            </div>
          </div>
        ) : null}
      </fieldset>

      <Field
        id="exception-reason"
        label={t('schedule_settings.fields.reason')}
        error={error('reason')}
        hint={t('schedule_settings.exceptions.dialog.reasonHint', {
          max: limits.reasonMaxLength,
        })}
      >
        {(control) => (
          <input
            {...control}
            name="reason"
            type="text"
            maxLength={limits.reasonMaxLength}
            value={draft.reason}
            onChange={(event) => set('reason', event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
    </>
  )
}
