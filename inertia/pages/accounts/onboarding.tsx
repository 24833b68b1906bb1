import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage } from 'react-intl'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { submitForm } from '~/lib/form_submit'
import type { OnboardingStep } from '#business/accounts'
import { toast } from '~/components/toast'
import { focusFirstError } from '~/components/ui/focus_first_error'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'
import {
  OnboardingStepFields,
  onboardingForm,
  type OnboardingValues as Values,
} from '~/components/accounts/onboarding_steps'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type Props = {
  step: OnboardingStep
  resumeStep: OnboardingStep
  steps: OnboardingStep[]
  values: Data.Accounts.OnboardingValues
  industries: Data.Accounts.IndustryOption[]
  timeZones: string[]
}

/** The fields each step sends (and whose errors it shows). */
const STEP_FIELDS: Record<OnboardingStep, (keyof Values)[]> = {
  location: ['city', 'timezone'],
  company: ['has_company', 'company_name'],
  company_size: ['company_size'],
  role: ['professional_role'],
  industries: ['industries'],
  challenge: ['growth_challenge'],
  discovery: ['discovery_source', 'discovery_source_other'],
}

function browserTimeZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null
  } catch {
    return null
  }
}

export default function Onboarding({ step, steps, values, industries, timeZones }: Props) {
  const t = useT()
  const form = useForm<Values>(onboardingForm(values))
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const focusAfterRender = useFocusAfterRender()
  const [detectedZone, setDetectedZone] = useState(false)
  const previousStep = useRef(step)

  // The steps a user sees depend on the company answer being edited.
  const visibleSteps =
    form.data.has_company === false ? steps.filter((one) => one !== 'company_size') : steps
  const index = Math.max(0, visibleSteps.indexOf(step))
  const isLast = index === visibleSteps.length - 1 && step === 'discovery'
  const previous = index > 0 ? visibleSteps[index - 1] : null

  // First visit: the time zone defaults to the browser's (after hydration, so SSR matches).
  useEffect(() => {
    if (values.city || values.timezone !== 'UTC') return
    const zone = browserTimeZone()
    if (zone && zone !== 'UTC') {
      form.setData('timezone', zone)
      setDetectedZone(true)
    }
  }, [])

  // A new step moves focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (previousStep.current === step) return
    previousStep.current = step
    headingRef.current?.focus()
  }, [step])

  const fieldError = (field: keyof Values) => {
    const errors = form.errors as Record<string, string | undefined>
    return errors[field] ?? errors[`${field}.0`] ?? null
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fields = STEP_FIELDS[step]
    form.clearErrors()
    form.transform((data) => Object.fromEntries(fields.map((field) => [field, data[field]])))
    submitForm(form, 'post', urlFor('accounts.onboarding.save', { step }), {
      preserveScroll: true,
      onError: (errors) => {
        const invalid = fields.filter((field) =>
          Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`))
        )
        focusAfterRender(() => focusFirstError(formRef.current, invalid))
      },
      onHttpException: () => {
        toast({ title: t('onboarding.errors.saveFailed'), variant: 'destructive' })
        return false
      },
      onNetworkError: () => {
        toast({ title: t('onboarding.errors.saveFailed'), variant: 'destructive' })
        return false
      },
    })
  }

  const stepTitleId = 'onboarding-step-title'
  const stepDescriptionId = 'onboarding-step-description'

  return (
    <>
      {/* Each step is a page of its own: "Step 2 of 7: Do you have a company? · Get started". */}
      <Head
        title={`${t('onboarding.progress', { current: index + 1, total: visibleSteps.length })}: ${t(
          `onboarding.steps.${step}.title`
        )} · ${t('onboarding.meta.title')}`}
      />
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            <FormattedMessage id="onboarding.title" />
          </h1>
          <p className="mt-3 text-base text-slate-600">
            <FormattedMessage id="onboarding.intro" />
          </p>

          <div className="mt-8">
            <p id="onboarding-progress-label" className="text-sm font-medium text-slate-700">
              <FormattedMessage
                id="onboarding.progress"
                values={{ current: index + 1, total: visibleSteps.length }}
              />
            </p>
            <div
              role="progressbar"
              aria-labelledby="onboarding-progress-label"
              aria-valuemin={1}
              aria-valuemax={visibleSteps.length}
              aria-valuenow={index + 1}
              className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand-700 transition-[width] motion-reduce:transition-none"
                style={{ width: `${((index + 1) / visibleSteps.length) * 100}%` }}
              />
            </div>
          </div>

          <form
            ref={formRef}
            onSubmit={submit}
            noValidate
            aria-labelledby={stepTitleId}
            aria-describedby={stepDescriptionId}
            className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2
              id={stepTitleId}
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold text-slate-900 focus:outline-none"
            >
              <FormattedMessage id={`onboarding.steps.${step}.title`} />
            </h2>
            <p id={stepDescriptionId} className="mt-1 text-sm text-slate-600">
              <FormattedMessage id={`onboarding.steps.${step}.description`} />
            </p>

            <OnboardingStepFields
              step={step}
              data={form.data}
              setData={form.setData}
              fieldError={fieldError}
              industries={industries}
              timeZones={timeZones}
              detectedZone={detectedZone}
              onZoneChosen={() => setDetectedZone(false)}
            />

            <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
              {previous ? (
                <Link
                  route="accounts.onboarding"
                  qs={{ step: previous }}
                  preserveScroll
                  className={secondaryButtonClass}
                >
                  <FormattedMessage id="onboarding.actions.back" />
                </Link>
              ) : (
                <span />
              )}
              <SubmitButton
                busy={form.processing}
                busyLabel={t('onboarding.actions.saving')}
                className={primaryButtonClass}
              >
                {t(isLast ? 'onboarding.actions.finish' : 'onboarding.actions.continue')}
              </SubmitButton>
            </div>
          </form>
        </div>
      </div>
    </>
  )
}
