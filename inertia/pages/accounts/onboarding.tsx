import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { submitForm } from '~/lib/form_submit'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage } from 'react-intl'
import {
  COMPANY_SIZES,
  DISCOVERY_SOURCES,
  ONBOARDING_RULES,
  type CompanySize,
  type DiscoverySource,
  type OnboardingStep,
} from '#business/accounts'
import { toast } from '~/components/toast'
import { Field, FieldError, describedBy, inputClass } from '~/components/ui/field'
import { IndustryPicker, type IndustryOption } from '~/components/accounts/profile_fields'
import { TimeZoneSelect } from '~/components/ui/time_zone_select'
import { focusFirstError } from '~/components/ui/focus_first_error'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'

type Values = {
  city: string
  timezone: string
  has_company: boolean | null
  company_name: string
  company_size: CompanySize | null
  professional_role: string
  industries: number[]
  growth_challenge: string
  discovery_source: DiscoverySource | null
  discovery_source_other: string
}

type Props = {
  step: OnboardingStep
  resumeStep: OnboardingStep
  steps: OnboardingStep[]
  values: Values
  industries: IndustryOption[]
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

/** A radio button drawn as a card; the group is a fieldset with a legend. */
function RadioCard({
  name,
  value,
  checked,
  onChange,
  invalid,
  children,
}: {
  name: string
  value: string
  checked: boolean
  onChange: () => void
  invalid?: boolean
  children: ReactNode
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-invalid={invalid ? true : undefined}
        // An invalid choice is described by its group's error (FieldError with the same id).
        aria-describedby={invalid ? `${name}-error` : undefined}
        className="size-4 border-slate-300 text-brand-700"
      />
      {children}
    </label>
  )
}

export default function Onboarding({ step, steps, values, industries, timeZones }: Props) {
  const t = useT()
  const form = useForm<Values>(values)
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
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
    submitForm(form, 'post', `/onboarding/${step}`, {
      preserveScroll: true,
      onError: (errors) => {
        const invalid = fields.filter((field) =>
          Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`))
        )
        requestAnimationFrame(() => focusFirstError(formRef.current, invalid))
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

            <div className="mt-6 space-y-5">
              {step === 'location' ? (
                <>
                  <Field id="city" label={t('onboarding.fields.city')} error={fieldError('city')}>
                    {(control) => (
                      <input
                        {...control}
                        name="city"
                        type="text"
                        autoComplete="address-level2"
                        maxLength={ONBOARDING_RULES.cityMaxLength}
                        value={form.data.city}
                        onChange={(event) => form.setData('city', event.target.value)}
                        className={inputClass}
                      />
                    )}
                  </Field>
                  <Field
                    id="timezone"
                    label={t('onboarding.fields.timezone')}
                    error={fieldError('timezone')}
                    hint={detectedZone ? t('onboarding.hints.timezoneDetected') : null}
                  >
                    {(control) => (
                      <TimeZoneSelect
                        control={control}
                        value={form.data.timezone}
                        onChange={(zone) => {
                          form.setData('timezone', zone)
                          setDetectedZone(false)
                        }}
                        timeZones={timeZones}
                      />
                    )}
                  </Field>
                </>
              ) : null}

              {step === 'company' ? (
                <>
                  <fieldset
                    data-field="has_company"
                    aria-describedby={describedBy('has_company', null, fieldError('has_company'))}
                  >
                    <legend className="sr-only">{t('onboarding.fields.has_company')}</legend>
                    <div className="grid gap-3 sm:grid-cols-2">
                      <RadioCard
                        name="has_company"
                        value="yes"
                        checked={form.data.has_company === true}
                        onChange={() => form.setData('has_company', true)}
                        invalid={!!fieldError('has_company')}
                      >
                        <FormattedMessage id="onboarding.hasCompany.yes" />
                      </RadioCard>
                      <RadioCard
                        name="has_company"
                        value="no"
                        checked={form.data.has_company === false}
                        onChange={() => form.setData('has_company', false)}
                        invalid={!!fieldError('has_company')}
                      >
                        <FormattedMessage id="onboarding.hasCompany.no" />
                      </RadioCard>
                    </div>
                    <FieldError id="has_company" error={fieldError('has_company')} />
                  </fieldset>
                  {form.data.has_company ? (
                    <Field
                      id="company_name"
                      label={t('onboarding.fields.company_name')}
                      error={fieldError('company_name')}
                    >
                      {(control) => (
                        <input
                          {...control}
                          name="company_name"
                          type="text"
                          autoComplete="organization"
                          maxLength={ONBOARDING_RULES.companyNameMaxLength}
                          value={form.data.company_name}
                          onChange={(event) => form.setData('company_name', event.target.value)}
                          className={inputClass}
                        />
                      )}
                    </Field>
                  ) : null}
                </>
              ) : null}

              {step === 'company_size' ? (
                <fieldset
                  data-field="company_size"
                  aria-describedby={describedBy('company_size', null, fieldError('company_size'))}
                >
                  <legend className="sr-only">{t('onboarding.fields.company_size')}</legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    {COMPANY_SIZES.map((size) => (
                      <RadioCard
                        key={size}
                        name="company_size"
                        value={size}
                        checked={form.data.company_size === size}
                        onChange={() => form.setData('company_size', size)}
                        invalid={!!fieldError('company_size')}
                      >
                        <FormattedMessage id={`settings.companySizes.${size}`} />
                      </RadioCard>
                    ))}
                  </div>
                  <FieldError id="company_size" error={fieldError('company_size')} />
                </fieldset>
              ) : null}

              {step === 'role' ? (
                <Field
                  id="professional_role"
                  label={t('onboarding.fields.professional_role')}
                  error={fieldError('professional_role')}
                >
                  {(control) => (
                    <input
                      {...control}
                      name="professional_role"
                      type="text"
                      autoComplete="organization-title"
                      maxLength={ONBOARDING_RULES.professionalRoleMaxLength}
                      value={form.data.professional_role}
                      onChange={(event) => form.setData('professional_role', event.target.value)}
                      className={inputClass}
                    />
                  )}
                </Field>
              ) : null}

              {step === 'industries' ? (
                <IndustryPicker
                  legend={t('onboarding.fields.industries')}
                  industries={industries}
                  value={form.data.industries}
                  onChange={(ids) => form.setData('industries', ids)}
                  error={fieldError('industries')}
                />
              ) : null}

              {step === 'challenge' ? (
                <Field
                  id="growth_challenge"
                  label={t('onboarding.fields.growth_challenge')}
                  error={fieldError('growth_challenge')}
                  hint={t('onboarding.hints.growthChallenge', {
                    max: ONBOARDING_RULES.growthChallengeMaxLength,
                  })}
                >
                  {(control) => (
                    <textarea
                      {...control}
                      name="growth_challenge"
                      rows={5}
                      maxLength={ONBOARDING_RULES.growthChallengeMaxLength}
                      value={form.data.growth_challenge}
                      onChange={(event) => form.setData('growth_challenge', event.target.value)}
                      className={inputClass}
                    />
                  )}
                </Field>
              ) : null}

              {step === 'discovery' ? (
                <>
                  <fieldset
                    data-field="discovery_source"
                    aria-describedby={describedBy(
                      'discovery_source',
                      null,
                      fieldError('discovery_source')
                    )}
                  >
                    <legend className="sr-only">{t('onboarding.fields.discovery_source')}</legend>
                    <div className="grid gap-3 sm:grid-cols-2">
                      {DISCOVERY_SOURCES.map((source) => (
                        <RadioCard
                          key={source}
                          name="discovery_source"
                          value={source}
                          checked={form.data.discovery_source === source}
                          onChange={() => form.setData('discovery_source', source)}
                          invalid={!!fieldError('discovery_source')}
                        >
                          <FormattedMessage id={`onboarding.discoverySources.${source}`} />
                        </RadioCard>
                      ))}
                    </div>
                    <FieldError id="discovery_source" error={fieldError('discovery_source')} />
                  </fieldset>
                  {form.data.discovery_source === 'other' ? (
                    <Field
                      id="discovery_source_other"
                      label={t('onboarding.fields.discovery_source_other')}
                      error={fieldError('discovery_source_other')}
                    >
                      {(control) => (
                        <input
                          {...control}
                          name="discovery_source_other"
                          type="text"
                          maxLength={ONBOARDING_RULES.discoveryOtherMaxLength}
                          value={form.data.discovery_source_other}
                          onChange={(event) =>
                            form.setData('discovery_source_other', event.target.value)
                          }
                          className={inputClass}
                        />
                      )}
                    </Field>
                  ) : null}
                </>
              ) : null}
            </div>

            <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
              {previous ? (
                <Link
                  href={`/onboarding?step=${previous}`}
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
                disabled={form.processing}
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
