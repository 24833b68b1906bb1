import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { router, usePage } from '@inertiajs/react'
import { SESSION_RULES, type CommunicationTool, type Entitlement } from '#business/sessions'
import { SubmitButton } from '~/components/ui/submit_button'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'
import { cn } from '~/lib/cn'
import { Field, inputClass } from '~/components/ui/field'
import { primaryButtonClass } from '~/components/ui/button'
import { SlotPicker } from '~/components/scheduling/slot_picker'
import { LengthCounter, textLengthError } from '~/components/scheduling/text_rules'
import { useSlots } from '~/components/scheduling/use_slots'
import { useT } from '~/components/ui/use_t'
import { BestPracticeConfirmation } from '~/components/scheduling/booking/best_practice_confirmation'
import type { Mentor, WaitingLine } from '~/components/scheduling/booking/types'
import { WaitingLinePanel } from '~/components/scheduling/booking/waiting_line'
import { formatTime } from '~/components/scheduling/time'
import { urlFor } from '~/client'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

const TEXT_FIELDS = ['objective', 'problem', 'desiredOutcome'] as const
type TextField = (typeof TEXT_FIELDS)[number]
type FieldName = TextField | 'startsAt' | 'communicationTool' | 'bestPracticeConfirmed'

export function BookingForm({
  mentor,
  entitlement,
  notice,
  communicationTools,
  waitingLine,
}: {
  mentor: Mentor
  entitlement: Entitlement | null
  notice: ReactNode
  communicationTools: CommunicationTool[]
  waitingLine: WaitingLine
}) {
  const t = useT()
  const intl = useIntl()
  const { timeZone } = usePage().props
  const viewerZone = timeZone || 'UTC'
  // `?from=` (the link to next month's first free time) starts the slots there.
  const query = new URLSearchParams(usePage().url.split('?')[1] ?? '')
  const from = query.get('from')
  const slots = useSlots({ mentorId: mentor.id, from })
  const [startsAt, setStartsAt] = useState<string | null>(null)
  const [place, setPlace] = useState(waitingLine)
  const loaded = slots.state.status === 'loaded' ? slots.state.result : null
  const held = loaded?.heldForYou ?? null
  // `?slot=` (the waiting line's e-mail: the slot held for the mentee) comes chosen.
  const wanted = query.get('slot')
  useEffect(() => {
    const chosen =
      wanted && loaded?.data.find((slot) => Date.parse(slot.startsAt) === Date.parse(wanted))
    if (chosen) setStartsAt((current) => current ?? chosen.startsAt)
  }, [loaded, wanted])
  const [texts, setTexts] = useState<Record<TextField, string>>({
    objective: '',
    problem: '',
    desiredOutcome: '',
  })
  const [tool, setTool] = useState<CommunicationTool>(communicationTools[0] ?? 'google_meet')
  const [confirmed, setConfirmed] = useState(false)
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [sending, setSending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const canBook = entitlement !== null

  function clientErrors(): Partial<Record<FieldName, string>> {
    const errors: Partial<Record<FieldName, string>> = {}
    if (!startsAt) errors.startsAt = t('booking.slots.required')
    for (const field of TEXT_FIELDS) {
      const error = textLengthError(t, texts[field])
      if (error) errors[field] = error
    }
    if (!confirmed) errors.bestPracticeConfirmed = t('booking.validation.confirm')
    return errors
  }

  const live = clientErrors()
  function errorOf(field: FieldName) {
    if (serverErrors[field]) return serverErrors[field]
    return submitted || touched[field] ? (live[field] ?? null) : null
  }

  function clearServerError(field: FieldName) {
    if (serverErrors[field]) setServerErrors(({ [field]: _, ...rest }) => rest)
  }

  /**
   * The first field in error takes the focus. A group (the slots) cannot take
   * it: its chosen time does, else its first one, each described by the error.
   */
  function focusFirstInvalid() {
    focusAfterRender(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      const control = invalid?.matches('input, textarea, select, button')
        ? invalid
        : invalid?.querySelector<HTMLElement>('input:checked, input, button')
      control?.focus()
    })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!canBook || sending) return
    setSubmitted(true)
    if (Object.keys(live).length) return focusFirstInvalid()
    setSending(true)
    setServerErrors({})
    try {
      await api('scheduling.api.book', {
        params: { id: mentor.id },
        silent: true,
        body: {
          startsAt: startsAt ?? '',
          objective: texts.objective,
          problem: texts.problem,
          desiredOutcome: texts.desiredOutcome,
          communicationTool: tool,
          bestPracticeConfirmed: true,
        },
      })
      // Raised once My Sessions is shown, so its time on screen is not spent loading the page.
      router.visit(urlFor('scheduling.sessions', undefined, { qs: { tab: 'upcoming' } }), {
        onFinish: () =>
          toast({
            title: t('booking.toasts.booked'),
            description: t('booking.toasts.bookedDescription', { name: mentor.firstName }),
          }),
      })
    } catch (failure) {
      setSending(false)
      if (!(failure instanceof ApiError)) {
        toast({ title: t('booking.toasts.failed'), variant: 'destructive' })
        return
      }
      if (failure.status === 409) {
        // The server names the conflict (the slot, the mentee's own calendar, the credit).
        toast({
          title: failure.message || t('booking.toasts.slotTaken'),
          description: failure.message ? undefined : t('booking.toasts.slotTakenDescription'),
          variant: 'destructive',
        })
        setStartsAt(null)
        slots.reload()
      } else if (failure.status === 422 && Object.keys(failure.fieldErrors).length) {
        setServerErrors(failure.fieldErrors as Partial<Record<FieldName, string>>)
        toast({
          title: t('booking.toasts.failed'),
          description: t('booking.fixErrors'),
          variant: 'destructive',
        })
        focusFirstInvalid()
        if (failure.fieldErrors.startsAt) {
          setStartsAt(null)
          slots.reload()
        }
      } else if (failure.status === 403) {
        toast({
          title: t('booking.toasts.forbidden'),
          description: failure.message,
          variant: 'destructive',
        })
      } else if (failure.status !== 401) {
        toast({
          title: t('booking.toasts.failed'),
          description: failure.message,
          variant: 'destructive',
        })
      }
      return
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="mt-8 space-y-8">
      {notice}

      <p className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
        {t('booking.page.intro', {
          name: mentor.firstName,
          minutes: mentor.sessionDurationMinutes,
        })}{' '}
        {t('booking.page.pendingNotice', { name: mentor.firstName })}
      </p>

      <section aria-labelledby="slots-title">
        <h2 id="slots-title" className="text-lg font-semibold text-slate-900">
          {t('booking.slots.title')}
        </h2>
        <div className="mt-3">
          <SlotPicker
            id="booking-slots"
            state={slots.state}
            onRetry={slots.reload}
            viewerZone={viewerZone}
            mentorName={mentor.firstName}
            value={startsAt}
            onChange={(value) => {
              setStartsAt(value)
              clearServerError('startsAt')
            }}
            error={errorOf('startsAt')}
            held={
              held && {
                startsAt: held.startsAt,
                label: t('booking.waitingLine.heldSlot', {
                  time: formatTime(intl, held.expiresAt, viewerZone),
                }),
              }
            }
          />
          <WaitingLinePanel
            mentor={mentor}
            place={place}
            onChange={setPlace}
            full={loaded !== null && loaded.data.length === 0}
            canJoin={canBook}
            viewerZone={viewerZone}
            heldUntil={loaded ? (held?.expiresAt ?? null) : null}
          />
        </div>
      </section>

      <div className="space-y-6">
        {TEXT_FIELDS.map((field) => (
          <div key={field}>
            <Field
              id={`booking-${field}`}
              label={t(`booking.fields.${field}`)}
              hint={`${t(`booking.fields.${field}Hint`)} ${t('booking.fields.lengthHint', {
                min: SESSION_RULES.textMinLength,
                max: SESSION_RULES.textMaxLength,
              })}`}
              error={errorOf(field)}
            >
              {(control) => (
                <textarea
                  {...control}
                  aria-describedby={`${control['aria-describedby'] ?? ''} booking-${field}-counter`.trim()}
                  name={field}
                  rows={4}
                  required
                  maxLength={SESSION_RULES.textMaxLength}
                  value={texts[field]}
                  onChange={(event) => {
                    const value = event.target.value
                    setTexts((current) => ({ ...current, [field]: value }))
                    clearServerError(field)
                  }}
                  onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
                  className={cn(inputClass, 'resize-y')}
                />
              )}
            </Field>
            <LengthCounter
              id={`booking-${field}-counter`}
              value={texts[field]}
              max={SESSION_RULES.textMaxLength}
            />
          </div>
        ))}

        <Field
          id="booking-tool"
          label={t('booking.fields.communicationTool')}
          error={errorOf('communicationTool')}
        >
          {(control) => (
            <select
              {...control}
              name="communicationTool"
              value={tool}
              onChange={(event) => {
                setTool(event.target.value as CommunicationTool)
                clearServerError('communicationTool')
              }}
              className={inputClass}
            >
              {communicationTools.map((item) => (
                <option key={item} value={item}>
                  {t(`booking.tools.${item}`)}
                </option>
              ))}
            </select>
          )}
        </Field>

        <BestPracticeConfirmation
          checked={confirmed}
          onChange={(checked) => {
            setConfirmed(checked)
            clearServerError('bestPracticeConfirmed')
          }}
          error={errorOf('bestPracticeConfirmed')}
        />
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
        <SubmitButton
          busy={sending}
          busyLabel={t('booking.submitting')}
          disabled={!canBook || sending}
          className={primaryButtonClass}
        >
          {t('booking.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
