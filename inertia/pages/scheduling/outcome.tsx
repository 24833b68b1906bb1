import { useRef, type FormEvent, type ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useIntl } from 'react-intl'
import type { Data } from '@generated/data'
import { OUTCOME_ANSWERS, OUTCOME_RULES, type OutcomeAnswer } from '#business/outcomes'
import { submitForm } from '~/lib/form_submit'
import { useViewerTimeZone } from '~/lib/viewer_time_zone'
import { toast } from '~/components/toast'
import { Seo } from '~/components/shell/seo'
import { Field, FieldError, describedBy, inputClass } from '~/components/ui/field'
import { RadioCard } from '~/components/ui/radio_card'
import { focusFirstError } from '~/components/ui/focus_first_error'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type Outcome = Data.Scheduling.OutcomePage
type Values = { answer: OutcomeAnswer | null; note: string }

/** The card every state of the page is drawn in. */
function Card({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  )
}

/** The outcome the mentee wrote when booking, quoted. */
function DesiredOutcome({ outcome }: { outcome: Outcome }) {
  const t = useT('outcomes')
  return (
    <figure className="mt-6">
      <figcaption className="text-sm font-medium text-slate-700">{t('desired')}</figcaption>
      <blockquote className="mt-2 border-l-4 border-slate-300 bg-slate-50 px-4 py-3 text-base whitespace-pre-line text-slate-800">
        {outcome.desiredOutcome}
      </blockquote>
    </figure>
  )
}

/** Past the window: what was answered, and that it can no longer change. */
function Closed({ outcome, until }: { outcome: Outcome; until: string }) {
  const t = useT('outcomes')
  return (
    <Card>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('closed.title')}</h1>
      <p className="mt-3 text-base text-slate-700">
        {t('closed.description', { days: OUTCOME_RULES.changeDays, until })}
      </p>
      <p className="mt-3 text-base text-slate-700" data-testid="outcome-answer">
        {outcome.answer
          ? t('closed.answer', { answer: t(`answers.${outcome.answer}`) })
          : t('closed.noAnswer')}
      </p>
      <div className="mt-6">
        <Link route="pages.home" className={secondaryButtonClass}>
          {t('home')}
        </Link>
      </div>
    </Card>
  )
}

/**
 * The outcome follow-up, opened from the e-mail without signing in (its signed link): the
 * answer the click recorded, the form to change it and add a line while the window is open,
 * else a page saying it can no longer be changed.
 */
export default function OutcomePage({ outcome }: { outcome: Outcome }) {
  const t = useT('outcomes')
  const intl = useIntl()
  const timeZone = useViewerTimeZone()
  const formRef = useRef<HTMLFormElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const form = useForm<Values>({ answer: outcome.answer, note: outcome.note ?? '' })
  const errors = form.errors as Partial<Record<keyof Values, string>>
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeZone })
  const until = intl.formatDate(outcome.changesUntil, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  })
  const mentor = outcome.mentorFirstName ?? t('formerMentor')

  if (!outcome.open) {
    return (
      <>
        <Seo title={t('closed.title')} noindex og={false} />
        <Closed outcome={outcome} until={until} />
      </>
    )
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (form.processing) return
    form.clearErrors()
    const failed = () => {
      toast({ title: t('failed'), variant: 'destructive' })
      return false as const
    }
    submitForm(form, 'put', outcome.formUrl, {
      preserveScroll: true,
      onError: (fieldErrors) => {
        const invalid = (['answer', 'note'] as const).filter((field) => field in fieldErrors)
        focusAfterRender(() => focusFirstError(formRef.current, invalid))
      },
      onHttpException: failed,
      onNetworkError: failed,
    })
  }

  return (
    <>
      <Seo title={t('title')} noindex og={false} />
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-base text-slate-700">
          {t('session', { name: mentor, date: day(outcome.sessionStartsAt) })}
        </p>
        <DesiredOutcome outcome={outcome} />
        {outcome.answer ? (
          <p
            role="status"
            data-testid="outcome-answer"
            className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
          >
            {t('recorded', { answer: t(`answers.${outcome.answer}`) })}
          </p>
        ) : null}
        <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-6">
          <fieldset
            data-field="answer"
            aria-describedby={describedBy('answer', null, errors.answer)}
          >
            <legend className="text-base font-semibold text-slate-900">{t('question')}</legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-3">
              {OUTCOME_ANSWERS.map((answer) => (
                <RadioCard
                  key={answer}
                  name="answer"
                  value={answer}
                  checked={form.data.answer === answer}
                  onChange={() => form.setData('answer', answer)}
                  invalid={!!errors.answer}
                >
                  {t(`answers.${answer}`)}
                </RadioCard>
              ))}
            </div>
            <FieldError id="answer" error={errors.answer} />
          </fieldset>
          <Field
            id="note"
            label={t('note')}
            error={errors.note}
            hint={t('noteHint', { max: OUTCOME_RULES.noteMaxLength, name: mentor })}
          >
            {(control) => (
              <input
                {...control}
                name="note"
                type="text"
                maxLength={OUTCOME_RULES.noteMaxLength}
                value={form.data.note}
                onChange={(event) => form.setData('note', event.target.value)}
                className={inputClass}
              />
            )}
          </Field>
          <p className="text-sm text-slate-600">{t('until', { until })}</p>
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton
              busy={form.processing}
              busyLabel={t('saving')}
              className={primaryButtonClass}
            >
              {t('save')}
            </SubmitButton>
          </div>
        </form>
      </Card>
    </>
  )
}
