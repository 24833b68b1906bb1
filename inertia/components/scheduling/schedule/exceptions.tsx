import { useRef, useState, type FormEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useReturnFocus } from '~/components/ui/return_focus'
import { FormattedMessage, useIntl } from 'react-intl'
import { Spinner } from '~/components/loading/spinner'
import { SubmitButton } from '~/components/ui/submit_button'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'
import { cn } from '~/lib/cn'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import {
  calendarDate,
  normalizeTime,
  type ScheduleException,
  type ScheduleLimits,
  type ScheduleSaved,
} from '~/components/scheduling/schedule/types'
import { closeOnEscapeLeftByToast } from '~/components/toast/escape'
import { useT } from '~/components/ui/use_t'
import { useApiForm } from '~/components/ui/use_api_form'
import {
  EMPTY_DRAFT,
  ExceptionFields,
  draftErrors,
  draftOf,
  type Draft,
} from '~/components/scheduling/schedule/exception_form'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type Props = {
  exceptions: ScheduleException[]
  today: string
  mentorTimeZone: string
  limits: ScheduleLimits
  onSaved: (saved: ScheduleSaved) => void
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
  const [editing, setEditing] = useState<ScheduleException | null>(null)
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT)
  const { formRef, errors, setErrors, showErrors, processing: saving, send } = useApiForm()
  const [deleting, setDeleting] = useState<number | null>(null)
  const addButtonRef = useRef<HTMLButtonElement>(null)
  const focusAfterRender = useFocusAfterRender()

  const formatDate = (date: string) =>
    intl.formatDate(calendarDate(date), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })

  function openFor(exception: ScheduleException | null) {
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

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const others = exceptions.filter((exception) => exception.id !== editing?.id)
    const found = draftErrors(draft, { today, others }, t)
    if (Object.keys(found).length) return showErrors(found)
    const allDay = draft.mode === 'all_day'
    const body = {
      date: draft.date,
      reason: draft.reason.trim() || null,
      unavailableAllDay: allDay,
      startTime: allDay ? null : normalizeTime(draft.start),
      endTime: allDay ? null : normalizeTime(draft.end),
    }
    const saved = await send(
      () =>
        editing
          ? api('scheduling.api.schedule.exceptions.update', {
              params: { id: editing.id },
              body,
              silent: true,
            })
          : api('scheduling.api.schedule.exceptions.store', { body, silent: true }),
      (error) => {
        // A validation error is the mentor's to correct, shown on its field: not a failure toast.
        if (error instanceof ApiError && error.errorCode === 'VALIDATION_ERROR') return
        toast({
          title: t('schedule_settings.exceptions.saveFailed'),
          description: error instanceof ApiError ? error.message : undefined,
          variant: 'destructive',
        })
      }
    )
    if (!saved) return
    onSaved(saved.answer)
    setOpen(false)
    toast({
      title: t('schedule_settings.exceptions.saved'),
      description: t('schedule_settings.exceptions.savedDescription'),
    })
  }

  async function remove(exception: ScheduleException) {
    setDeleting(exception.id)
    try {
      const answer = await api('scheduling.api.schedule.exceptions.destroy', {
        params: { id: exception.id },
        silent: true,
      })
      onSaved(answer)
      toast({ title: t('schedule_settings.exceptions.deleted') })
      focusAfterRender(() => addButtonRef.current?.focus())
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
                    {exception.unavailableAllDay
                      ? t('schedule_settings.exceptions.unavailableAllDay')
                      : t('schedule_settings.exceptions.availableBetween', {
                          start: exception.startTime,
                          end: exception.endTime,
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
              <ExceptionFields
                draft={draft}
                set={set}
                error={error}
                today={today}
                limits={limits}
              />

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
