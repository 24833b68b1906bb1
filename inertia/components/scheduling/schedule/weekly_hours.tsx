import { useRef, useState, type FormEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import { DAYS_OF_WEEK, SCHEDULE_TIME_PATTERN } from '#business/sessions'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'
import { cn } from '~/lib/cn'
import { FieldError, describedBy, inputClass } from '~/components/ui/field'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import {
  minutesOf,
  normalizeTime,
  type ScheduleLimits,
  type ScheduleSaved,
  type WeeklyRange,
  errorsByRange,
  TIME_FORMAT_HINT,
  withTimeFormat,
} from '~/components/scheduling/schedule/types'
import { SubmitButton } from '~/components/ui/submit_button'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'
import { useT } from '~/components/ui/use_t'

type Range = { key: number; start: string; end: string }
type Rows = Record<number, Range[]>

let rangeKeys = 0
const nextKey = () => ++rangeKeys

function rowsOf(weekly: WeeklyRange[]): Rows {
  const rows: Rows = Object.fromEntries(DAYS_OF_WEEK.map((day) => [day, [] as Range[]]))
  for (const entry of weekly) {
    rows[entry.dayOfWeek]?.push({ key: nextKey(), start: entry.startTime, end: entry.endTime })
  }
  return rows
}

type Props = {
  weekly: WeeklyRange[]
  limits: ScheduleLimits
  onSaved: (saved: ScheduleSaved) => void
}

/**
 * The weekly hours: one row per day with its time ranges (several per day),
 * saved all at once through PUT /api/schedule/weekly. Field errors come back
 * as `entries.<index>.<field>` and show under their range.
 */
export function WeeklyHours({ weekly, limits, onSaved }: Props) {
  const t = useT()
  const [rows, setRows] = useState<Rows>(() => rowsOf(weekly))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const dayName = (day: number) => t(`schedule_settings.days.${day}`)

  function setRange(day: number, key: number, patch: Partial<Range>) {
    setRows((current) => ({
      ...current,
      [day]: current[day].map((range) => (range.key === key ? { ...range, ...patch } : range)),
    }))
  }

  function addRange(day: number) {
    const key = nextKey()
    // A day's first range suggests a working day; later ones are typed in.
    const first = rows[day].length === 0
    const range = { key, start: first ? '09:00' : '', end: first ? '17:00' : '' }
    setRows((current) => ({ ...current, [day]: [...current[day], range] }))
    focusAfterRender(() =>
      formRef.current?.querySelector<HTMLInputElement>(`[data-range="${key}"] input`)?.focus()
    )
  }

  function removeRange(day: number, key: number) {
    setRows((current) => ({ ...current, [day]: current[day].filter((range) => range.key !== key) }))
    focusAfterRender(() =>
      formRef.current?.querySelector<HTMLButtonElement>(`[data-add-day="${day}"]`)?.focus()
    )
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found)
    focusAfterRender(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    )
  }

  /** Each range's times, checked before sending (the server checks the same, and overlaps). */
  function rangeErrors() {
    const found: Record<string, string> = {}
    const fields = { start: 'startTime', end: 'endTime' } as const
    for (const range of DAYS_OF_WEEK.flatMap((day) => rows[day])) {
      const times = { start: normalizeTime(range.start), end: normalizeTime(range.end) }
      for (const part of ['start', 'end'] as const) {
        if (!SCHEDULE_TIME_PATTERN.test(times[part])) {
          found[`${range.key}.${part}`] = t('schedule_settings.validation.rules.regex', {
            field: t(`schedule_settings.fields.${fields[part]}`),
          })
        }
      }
      if (!found[`${range.key}.start`] && !found[`${range.key}.end`]) {
        if (minutesOf(times.end) <= minutesOf(times.start)) {
          found[`${range.key}.end`] = t('schedule_settings.validation.rules.endAfterStart')
        }
      }
    }
    return found
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const found = rangeErrors()
    if (Object.keys(found).length) return showErrors(found)
    const order: Range[] = []
    const entries = DAYS_OF_WEEK.flatMap((day) =>
      rows[day].map((range) => {
        order.push(range)
        return {
          dayOfWeek: day,
          startTime: normalizeTime(range.start),
          endTime: normalizeTime(range.end),
        }
      })
    )
    setSaving(true)
    setErrors({})
    try {
      const saved = await api('scheduling.api.schedule.weekly', {
        body: { entries },
        silent: true,
      })
      setRows(rowsOf(saved.schedule.weekly))
      onSaved(saved)
      toast({
        title: t('schedule_settings.weekly.saved'),
        description: t('schedule_settings.weekly.savedDescription'),
      })
    } catch (error) {
      const invalid = error instanceof ApiError && error.errorCode === 'VALIDATION_ERROR'
      if (invalid) {
        // A validation error is the mentor's to correct, shown on its field: not a failure toast.
        showErrors(errorsByRange(error.fieldErrors, order))
        return
      }
      toast({ title: t('schedule_settings.weekly.saveFailed'), variant: 'destructive' })
    } finally {
      setSaving(false)
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <p id="weekly-description" className="text-sm text-slate-600">
        <FormattedMessage id="schedule_settings.weekly.description" />
      </p>
      <p id={TIME_FORMAT_HINT} className="mt-1 text-sm text-slate-600">
        <FormattedMessage id="schedule_settings.timeFormat" />
      </p>
      <ul className="mt-4 divide-y divide-slate-200">
        {DAYS_OF_WEEK.map((day) => {
          const ranges = rows[day]
          const full = ranges.length >= limits.maxRangesPerDay
          return (
            <li key={day} className="py-4 sm:grid sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-4">
              <h3 id={`day-${day}`} className="pt-2 text-sm font-semibold text-slate-900">
                {dayName(day)}
              </h3>
              <div role="group" aria-labelledby={`day-${day}`}>
                {ranges.length === 0 ? (
                  <p className="pt-2 text-sm text-slate-500">
                    <FormattedMessage id="schedule_settings.weekly.unavailable" />
                  </p>
                ) : (
                  <ol className="space-y-3">
                    {ranges.map((range, index) => {
                      const number = index + 1
                      const names = { day: dayName(day), number }
                      const startId = `range-${range.key}-start`
                      const endId = `range-${range.key}-end`
                      const startError = errors[`${range.key}.start`] ?? null
                      const endError = errors[`${range.key}.end`] ?? null
                      return (
                        <li key={range.key} data-range={range.key}>
                          <div className="flex flex-wrap items-end gap-3">
                            <div>
                              <label
                                htmlFor={startId}
                                className="block text-xs font-medium text-slate-600"
                              >
                                {/* The visible word first: it is what voice control users say (2.5.3). */}
                                {t('schedule_settings.weekly.from')}
                                <span className="sr-only">
                                  {' '}
                                  {t('schedule_settings.weekly.rangeOf', names)}
                                </span>
                              </label>
                              <input
                                id={startId}
                                name={`${day}.${number}.startTime`}
                                type="text"
                                inputMode="numeric"
                                autoComplete="off"
                                placeholder="09:00"
                                maxLength={5}
                                value={range.start}
                                aria-invalid={startError ? true : undefined}
                                aria-describedby={withTimeFormat(
                                  describedBy(startId, null, startError)
                                )}
                                onChange={(event) =>
                                  setRange(day, range.key, { start: event.target.value })
                                }
                                className={cn(inputClass, 'mt-1 w-24 tabular-nums')}
                              />
                            </div>
                            <div>
                              <label
                                htmlFor={endId}
                                className="block text-xs font-medium text-slate-600"
                              >
                                {/* The visible word first: it is what voice control users say (2.5.3). */}
                                {t('schedule_settings.weekly.to')}
                                <span className="sr-only">
                                  {' '}
                                  {t('schedule_settings.weekly.rangeOf', names)}
                                </span>
                              </label>
                              <input
                                id={endId}
                                name={`${day}.${number}.endTime`}
                                type="text"
                                inputMode="numeric"
                                autoComplete="off"
                                placeholder="17:00"
                                maxLength={5}
                                value={range.end}
                                aria-invalid={endError ? true : undefined}
                                aria-describedby={withTimeFormat(
                                  describedBy(endId, null, endError)
                                )}
                                onChange={(event) =>
                                  setRange(day, range.key, { end: event.target.value })
                                }
                                className={cn(inputClass, 'mt-1 w-24 tabular-nums')}
                              />
                            </div>
                            <button
                              type="button"
                              onClick={() => removeRange(day, range.key)}
                              aria-label={t('schedule_settings.weekly.removeLabel', names)}
                              className={secondaryButtonClass}
                            >
                              {t('schedule_settings.weekly.remove')}
                            </button>
                          </div>
                          <FieldError id={startId} error={startError} />
                          <FieldError id={endId} error={endError} />
                        </li>
                      )
                    })}
                  </ol>
                )}
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <button
                    type="button"
                    data-add-day={day}
                    onClick={() => addRange(day)}
                    disabled={full}
                    aria-label={t('schedule_settings.weekly.addLabel', { day: dayName(day) })}
                    className={cn(secondaryButtonClass, 'px-3 py-1.5')}
                  >
                    {t('schedule_settings.weekly.add')}
                  </button>
                  {full ? (
                    <p className="text-sm text-slate-600">
                      {t('schedule_settings.weekly.limit', { max: limits.maxRangesPerDay })}
                    </p>
                  ) : null}
                </div>
              </div>
            </li>
          )
        })}
      </ul>
      <FieldError id="weekly-form" error={errors.form ?? null} />
      <div className="mt-4 flex justify-end">
        <SubmitButton
          busy={saving}
          busyLabel={t('schedule_settings.weekly.saving')}
          className={primaryButtonClass}
        >
          {t('schedule_settings.weekly.save')}
        </SubmitButton>
      </div>
    </form>
  )
}
