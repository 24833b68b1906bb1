import { useRef, useState, type FormEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useReturnFocus } from '~/components/ui/return_focus'
import { FormattedMessage, useIntl } from 'react-intl'
import { Spinner } from '~/components/loading/spinner'
import { SubmitButton } from '~/components/ui/submit_button'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'
import { cn } from '~/lib/cn'
import { Field, FieldError, describedBy, inputClass } from '~/components/ui/field'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import {
  calendarDate,
  minutesOf,
  normalizeTime,
  type ExceptionValue,
  type ScheduleLimits,
  type ScheduleSaved,
  EXCEPTION_TIME_FORMAT_HINT,
  withTimeFormat,
} from '~/components/scheduling/schedule/types'
import { SCHEDULE_TIME_PATTERN } from '#business/sessions'
import { closeOnEscapeLeftByToast } from '~/components/toast/escape'
import { useT } from '~/components/ui/use_t'

type Props = {
  exceptions: ExceptionValue[]
  today: string
  mentorTimeZone: string
  limits: ScheduleLimits
  onSaved: (saved: ScheduleSaved) => void
}

type Draft = {
  date: string
  reason: string
  mode: 'all_day' | 'hours'
  start: string
  end: string
}

const EMPTY_DRAFT: Draft = { date: '', reason: '', mode: 'all_day', start: '', end: '' }

/**
 * The draft's field errors, found before sending (the server checks the same):
 * a date that is given, not past and free of another exception; in "available
 * only between" mode both times, well formed, the end after the start.
 */
function draftErrors(
  draft: Draft,
  context: { today: string; others: ExceptionValue[] },
  t: (id: string, values?: Record<string, any>) => string
) {
  const errors: Record<string, string> = {}
  if (!draft.date) errors.date = t('schedule_settings.validation.date.required')
  else if (draft.date < context.today) errors.date = t('schedule_settings.validation.date.past')
  else if (context.others.some((other) => other.date === draft.date)) {
    errors.date = t('schedule_settings.validation.date.duplicate')
  }
  if (draft.mode === 'hours') {
    const times = { start_time: normalizeTime(draft.start), end_time: normalizeTime(draft.end) }
    for (const [field, value] of Object.entries(times)) {
      if (!value) errors[field] = t(`schedule_settings.validation.${field}.required`)
      else if (!SCHEDULE_TIME_PATTERN.test(value)) {
        errors[field] = t('schedule_settings.validation.rules.regex', {
          field: t(`schedule_settings.fields.${field}`),
        })
      }
    }
    if (
      !errors.start_time &&
      !errors.end_time &&
      minutesOf(times.end_time) <= minutesOf(times.start_time)
    ) {
      errors.end_time = t('schedule_settings.validation.rules.endAfterStart')
    }
  }
  return errors
}

function draftOf(exception: ExceptionValue): Draft {
  return {
    date: exception.date,
    reason: exception.reason ?? '',
    mode: exception.unavailable_all_day ? 'all_day' : 'hours',
    start: exception.start_time ?? '',
    end: exception.end_time ?? '',
  }
}

/**
 * Dated exceptions: the upcoming ones with edit and delete, and a dialog to
 * add or edit one (a date, unavailable all day or available only between two
 * times, an optional reason). Saved through /api/schedule/exceptions.
 */
export function ScheduleExceptions({ exceptions, today, mentorTimeZone, limits, onSaved }: Props) {
  const intl = useIntl()
  const returnFocus = useReturnFocus()
  const t = useT()
  const [open, setOpen] = useState(false)
  const [editing, setEditing] = useState<ExceptionValue | null>(null)
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [deleting, setDeleting] = useState<number | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const addButtonRef = useRef<HTMLButtonElement>(null)

  const formatDate = (date: string) =>
    intl.formatDate(calendarDate(date), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })

  function openFor(exception: ExceptionValue | null) {
    setEditing(exception)
    setDraft(exception ? draftOf(exception) : EMPTY_DRAFT)
    setErrors({})
    setOpen(true)
  }

  function changeOpen(next: boolean) {
    if (saving) return
    setOpen(next)
  }

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }))

  function showErrors(found: Record<string, string>) {
    setErrors(found)
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const others = exceptions.filter((exception) => exception.id !== editing?.id)
    const found = draftErrors(draft, { today, others }, t)
    if (Object.keys(found).length) return showErrors(found)
    setSaving(true)
    setErrors({})
    const allDay = draft.mode === 'all_day'
    try {
      const saved = await api<ScheduleSaved>(
        editing ? `/api/schedule/exceptions/${editing.id}` : '/api/schedule/exceptions',
        {
          method: editing ? 'PUT' : 'POST',
          body: {
            date: draft.date,
            reason: draft.reason.trim() || null,
            unavailable_all_day: allDay,
            start_time: allDay ? null : normalizeTime(draft.start),
            end_time: allDay ? null : normalizeTime(draft.end),
          },
          silent: true,
        }
      )
      if (!saved?.schedule) throw new Error('Invalid response')
      onSaved(saved)
      setOpen(false)
      toast({
        title: t('schedule_settings.exceptions.saved'),
        description: t('schedule_settings.exceptions.savedDescription'),
      })
    } catch (error) {
      // A validation error is the mentor's to correct, shown on its field: not a failure toast.
      if (error instanceof ApiError && error.errorCode === 'VALIDATION_ERROR') {
        showErrors(error.fieldErrors)
        return
      }
      toast({
        title: t('schedule_settings.exceptions.saveFailed'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      })
    } finally {
      setSaving(false)
    }
  }

  async function remove(exception: ExceptionValue) {
    setDeleting(exception.id)
    try {
      const saved = await api<ScheduleSaved>(`/api/schedule/exceptions/${exception.id}`, {
        method: 'DELETE',
        silent: true,
      })
      if (!saved?.schedule) throw new Error('Invalid response')
      onSaved(saved)
      toast({ title: t('schedule_settings.exceptions.deleted') })
      requestAnimationFrame(() => addButtonRef.current?.focus())
    } catch {
      toast({ title: t('schedule_settings.exceptions.deleteFailed'), variant: 'destructive' })
    } finally {
      setDeleting(null)
    }
  }

  const error = (field: string) => errors[field] ?? null

  return (
    <div>
      <p className="text-sm text-slate-600">
        <FormattedMessage id="schedule_settings.exceptions.description" />
      </p>
      {exceptions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500" data-testid="exceptions-empty">
          <FormattedMessage id="schedule_settings.exceptions.empty" />
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200">
          {exceptions.map((exception) => {
            const date = formatDate(exception.date)
            return (
              <li
                key={exception.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-slate-900">{date}</p>
                  <p className="text-sm text-slate-700">
                    {exception.unavailable_all_day
                      ? t('schedule_settings.exceptions.unavailableAllDay')
                      : t('schedule_settings.exceptions.availableBetween', {
                          start: exception.start_time,
                          end: exception.end_time,
                        })}
                  </p>
                  {exception.reason ? (
                    <p className="text-sm break-words text-slate-500">{exception.reason}</p>
                  ) : null}
                </div>
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => openFor(exception)}
                    aria-label={t('schedule_settings.exceptions.editLabel', { date })}
                    className={cn(secondaryButtonClass, 'px-3 py-1.5')}
                  >
                    {t('schedule_settings.exceptions.edit')}
                  </button>
                  <button
                    type="button"
                    onClick={() => remove(exception)}
                    disabled={deleting === exception.id}
                    aria-label={t('schedule_settings.exceptions.deleteLabel', { date })}
                    className={cn(secondaryButtonClass, 'px-3 py-1.5')}
                  >
                    {deleting === exception.id ? <Spinner size="xs" /> : null}
                    {t('schedule_settings.exceptions.delete')}
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}

      <Dialog.Root open={open} onOpenChange={changeOpen}>
        <button
          ref={addButtonRef}
          type="button"
          onClick={() => openFor(null)}
          className={cn(secondaryButtonClass, 'mt-4')}
        >
          {t('schedule_settings.exceptions.add')}
        </button>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content
            {...returnFocus}
            onKeyDown={closeOnEscapeLeftByToast(() => changeOpen(false))}
            className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
          >
            <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">
              <FormattedMessage
                id={
                  editing
                    ? 'schedule_settings.exceptions.dialog.editTitle'
                    : 'schedule_settings.exceptions.dialog.addTitle'
                }
              />
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600">
              <FormattedMessage
                id="schedule_settings.exceptions.dialog.description"
                values={{ zone: mentorTimeZone }}
              />
            </Dialog.Description>
            <form ref={formRef} onSubmit={submit} noValidate className="mt-5 space-y-5">
              <Field
                id="exception-date"
                label={t('schedule_settings.fields.date')}
                error={error('date')}
              >
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
                        const field = part === 'start' ? 'start_time' : 'end_time'
                        const message = error(field)
                        return (
                          <div key={part}>
                            <label
                              htmlFor={id}
                              className="block text-xs font-medium text-slate-600"
                            >
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

              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <button type="button" disabled={saving} className={secondaryButtonClass}>
                    {t('schedule_settings.exceptions.dialog.cancel')}
                  </button>
                </Dialog.Close>
                <SubmitButton
                  busy={saving}
                  busyLabel={t('schedule_settings.exceptions.dialog.saving')}
                  className={primaryButtonClass}
                >
                  {t('schedule_settings.exceptions.dialog.save')}
                </SubmitButton>
              </div>
            </form>
            <Dialog.Close
              disabled={saving}
              aria-label={t('schedule_settings.exceptions.dialog.close')}
              className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 0 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  )
}
