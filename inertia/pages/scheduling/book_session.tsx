import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Head, router, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import * as Checkbox from '@radix-ui/react-checkbox'
import { SESSION_RULES, type CommunicationTool, type Entitlement } from '#business/sessions'
import { SubmitButton } from '~/components/ui/submit_button'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'
import { cn } from '~/lib/cn'
import { Field, FieldError, describedBy, inputClass } from '~/components/ui/field'
import { primaryButtonClass } from '~/components/ui/button'
import { SlotPicker } from '~/components/scheduling/slot_picker'
import { LengthCounter, textLengthError } from '~/components/scheduling/text_rules'
import { useSlots } from '~/components/scheduling/use_slots'
import { useT } from '~/components/ui/use_t'
import { formatDay, formatTime, zoneName } from '~/components/scheduling/time'
import type { SessionView } from '~/components/scheduling/types'
import { CheckIcon } from '~/components/ui/icons'

type Mentor = {
  id: number
  name: string
  firstName: string
  headline: string | null
  headlineLang: string | null
  imageUrl: string | null
  profilePath: string
  timeZone: string
  sessionDurationMinutes: number
  hourlyRate: number | null
}

/** Why there is no credit: PRO's call with this mentor this month is used, or nothing is left. */
type Refusal = 'mentor_monthly_limit' | 'no_credit'

/** When PRO's call with this mentor comes back, and the mentor's first free time from then. */
type NextMonth = { bookableFrom: string; firstAvailableAt: string | null }

type Props = {
  mentor: Mentor
  entitlement: Entitlement | null
  refusal: Refusal | null
  nextMonth: NextMonth | null
  communicationTools: CommunicationTool[]
  isSelf: boolean
}

const TEXT_FIELDS = ['objective', 'problem', 'desiredOutcome'] as const
type TextField = (typeof TEXT_FIELDS)[number]
type FieldName = TextField | 'startsAt' | 'communicationTool' | 'bestPracticeConfirmed'

/** Where My Sessions lists a new booking. */
const AFTER_BOOKING = '/dashboard/sessions?tab=upcoming'

/**
 * `/mentors/:id/sessions/new`: the spec's session booking dialog as a page.
 * The mentee describes the session (objective, problem, desired outcome,
 * each within the text rules), picks a communication tool and one of the
 * mentor's free slots, and ticks the best-practice confirmation. The server
 * checks everything again; the session starts pending until the mentor
 * confirms it.
 */
export default function BookSessionPage({
  mentor,
  entitlement,
  refusal,
  nextMonth,
  communicationTools,
  isSelf,
}: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('booking.page.title', { name: mentor.name })} />
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
        <Link
          href={mentor.profilePath}
          className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <span aria-hidden="true">← </span>
          {t('booking.page.backToProfile', { name: mentor.firstName })}
        </Link>
        <header className="mt-4 flex items-start gap-4">
          {mentor.imageUrl ? (
            <img
              src={mentor.imageUrl}
              alt=""
              className="size-16 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
            />
          ) : null}
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t('booking.page.title', { name: mentor.name })}
            </h1>
            {mentor.headline ? (
              <p lang={mentor.headlineLang ?? undefined} className="mt-1 text-slate-600">
                {mentor.headline}
              </p>
            ) : null}
          </div>
        </header>
        {isSelf ? (
          <section
            className="mt-8 rounded-xl border border-slate-200 bg-white p-6"
            aria-labelledby="self-title"
          >
            <h2 id="self-title" className="text-lg font-semibold text-slate-900">
              {t('booking.self.title')}
            </h2>
            <p className="mt-2 text-slate-600">{t('booking.self.description')}</p>
            <Link href={mentor.profilePath} className={cn(primaryButtonClass, 'mt-4')}>
              {t('booking.self.link')}
            </Link>
          </section>
        ) : (
          <BookingForm
            mentor={mentor}
            entitlement={entitlement}
            notice={
              <EntitlementNotice
                entitlement={entitlement}
                refusal={refusal}
                nextMonth={nextMonth}
                mentor={mentor}
              />
            }
            communicationTools={communicationTools}
          />
        )}
      </div>
    </>
  )
}

function EntitlementNotice({
  entitlement,
  refusal,
  nextMonth,
  mentor,
}: {
  entitlement: Entitlement | null
  refusal: Refusal | null
  nextMonth: NextMonth | null
  mentor: Mentor
}) {
  const t = useT()
  return (
    <section
      aria-labelledby="entitlement-title"
      className={cn(
        'rounded-xl border p-4',
        entitlement ? 'border-emerald-200 bg-emerald-50' : 'border-amber-300 bg-amber-50'
      )}
    >
      <h2 id="entitlement-title" className="text-sm font-semibold text-slate-900">
        {t('booking.entitlement.title')}
      </h2>
      {entitlement ? (
        <p className="mt-1 text-sm text-emerald-900" data-entitlement={entitlement}>
          {t(`booking.entitlement.${entitlement}`)}
        </p>
      ) : refusal === 'mentor_monthly_limit' ? (
        <MentorMonthlyLimit mentor={mentor} nextMonth={nextMonth} />
      ) : (
        <>
          <p className="mt-1 text-sm text-amber-900" data-entitlement="none">
            {t('booking.entitlement.none')}
          </p>
          <a href="/pricing" className={noticeLinkClass}>
            {t('booking.entitlement.pricingLink')}
          </a>
        </>
      )}
    </section>
  )
}

const noticeLinkClass =
  'mt-2 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none'

/**
 * PRO includes one call per mentor per month and this one is used: the reason,
 * then the ways on (another mentor now, this one from next month), not pricing.
 */
function MentorMonthlyLimit({
  mentor,
  nextMonth,
}: {
  mentor: Mentor
  nextMonth: NextMonth | null
}) {
  const t = useT()
  const intl = useIntl()
  const { timeZone } = usePage().props
  const viewerZone = timeZone || 'UTC'
  const first = nextMonth?.firstAvailableAt ?? null
  return (
    <>
      <p className="mt-1 text-sm text-amber-900" data-entitlement="mentor_monthly_limit">
        {t('booking.entitlement.mentorMonthlyLimit', { name: mentor.firstName })}
        {nextMonth ? (
          <>
            {' '}
            {t('booking.entitlement.againFrom', {
              name: mentor.firstName,
              date: intl.formatDate(`${nextMonth.bookableFrom}T12:00:00Z`, {
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              }),
            })}
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-x-6">
        <a href="/mentors" className={noticeLinkClass}>
          {t('booking.entitlement.otherMentors')}
        </a>
        {first ? (
          <a
            href={`/mentors/${mentor.id}/sessions/new?from=${encodeURIComponent(first)}`}
            className={noticeLinkClass}
            data-testid="next-month-slot"
          >
            {t('booking.entitlement.nextMonthSlot', {
              name: mentor.firstName,
              day: formatDay(intl, first, viewerZone),
              time: formatTime(intl, first, viewerZone),
              zone: zoneName(viewerZone, intl.locale),
            })}
          </a>
        ) : null}
      </div>
    </>
  )
}

function BookingForm({
  mentor,
  entitlement,
  notice,
  communicationTools,
}: {
  mentor: Mentor
  entitlement: Entitlement | null
  notice: ReactNode
  communicationTools: CommunicationTool[]
}) {
  const t = useT()
  const { timeZone } = usePage().props
  const viewerZone = timeZone || 'UTC'
  // `?from=` (the link to next month's first free time) starts the slots there.
  const from = new URLSearchParams(usePage().url.split('?')[1] ?? '').get('from')
  const slots = useSlots(
    `/api/mentors/${mentor.id}/slots${from ? `?from=${encodeURIComponent(from)}` : ''}`
  )
  const [startsAt, setStartsAt] = useState<string | null>(null)
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
    requestAnimationFrame(() => {
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
      await api<{ session: SessionView }>(`/api/mentors/${mentor.id}/sessions`, {
        method: 'POST',
        silent: true,
        body: {
          startsAt,
          objective: texts.objective,
          problem: texts.problem,
          desiredOutcome: texts.desiredOutcome,
          communicationTool: tool,
          bestPracticeConfirmed: true,
        },
      })
      // Raised once My Sessions is shown, so its time on screen is not spent loading the page.
      router.visit(AFTER_BOOKING, {
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

  const confirmError = errorOf('bestPracticeConfirmed')

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

        <div>
          <div className="flex items-start gap-3">
            <Checkbox.Root
              id="booking-confirm"
              checked={confirmed}
              onCheckedChange={(value) => {
                setConfirmed(value === true)
                clearServerError('bestPracticeConfirmed')
              }}
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={describedBy('booking-confirm', true, confirmError)}
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-slate-400 bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none aria-[invalid=true]:border-red-600 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
            >
              <Checkbox.Indicator className="text-white">
                <CheckIcon />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <div>
              <label htmlFor="booking-confirm" className="text-sm font-medium text-slate-800">
                {t('booking.confirm.label')}
              </label>
              <p id="booking-confirm-hint" className="mt-1 text-sm text-slate-500">
                {t('booking.confirm.hint')}
              </p>
            </div>
          </div>
          <FieldError id="booking-confirm" error={confirmError} />
        </div>
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
