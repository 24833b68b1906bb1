import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { MENTOR_PROFILE_RULES } from '#business/sessions'
import { MATCHING_COMPANY_SIZES, type MatchingCompanySize } from '#business/matching'
import { toast } from '~/components/toast'
import { api, ApiError } from '~/lib/api'
import { cn } from '~/lib/cn'
import { Field, FieldError, describedBy, inputClass } from '~/components/ui/field'
import { focusFirstError } from '~/components/ui/focus_first_error'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import type { IndustryOption } from '~/components/accounts/profile_fields'
import { SkillPicker, type SkillOption } from '~/components/mentoring/skill_picker'
import {
  ListingNotice,
  type Listing,
  type ListingRequirement,
} from '~/components/mentoring/listing_notice'
import { SubmitButton } from '~/components/ui/submit_button'
import { useT } from '~/components/ui/use_t'

type IndustryRow = { industry_id: number; years: number }

/** The profile as PUT /api/mentor-profile takes it (and the page receives it). */
type Profile = {
  headline: string
  bio: string
  years_of_experience: number
  skills: number[]
  industries: IndustryRow[]
  hourly_rate: number
  session_duration_minutes: number
  buffer_before_minutes: number
  buffer_after_minutes: number
  max_sessions_per_month: number | null
  company_sizes: string[]
}

type Props = {
  profile: Profile
  hasProfile: boolean
  listing: Listing
  listingMissing: ListingRequirement[]
  skills: SkillOption[]
  industries: IndustryOption[]
}

/** Number inputs are edited as text: an empty box is "not filled in". */
type FormRow = { key: number; industry_id: string; years: string }
type FormValues = {
  headline: string
  bio: string
  years_of_experience: string
  skills: number[]
  industries: FormRow[]
  hourly_rate: string
  session_duration_minutes: string
  buffer_before_minutes: string
  buffer_after_minutes: string
  max_sessions_per_month: string
  company_sizes: string[]
}

const COMPANY_SIZE_KEYS = Object.keys(MATCHING_COMPANY_SIZES) as MatchingCompanySize[]

/** Fields in page order, for focusing the first error. */
const FIELD_ORDER = [
  'headline',
  'bio',
  'years_of_experience',
  'skills',
  'industries',
  'hourly_rate',
  'session_duration_minutes',
  'buffer_before_minutes',
  'buffer_after_minutes',
  'max_sessions_per_month',
  'company_sizes',
] as const

let rowKeys = 0
const nextRowKey = () => ++rowKeys

function formValuesOf(profile: Profile): FormValues {
  const text = (value: number | null) => (value === null ? '' : String(value))
  return {
    headline: profile.headline,
    bio: profile.bio,
    years_of_experience: text(profile.years_of_experience),
    skills: profile.skills,
    industries: profile.industries.map((row) => ({
      key: nextRowKey(),
      industry_id: String(row.industry_id),
      years: String(row.years),
    })),
    hourly_rate: text(profile.hourly_rate),
    session_duration_minutes: text(profile.session_duration_minutes),
    buffer_before_minutes: text(profile.buffer_before_minutes),
    buffer_after_minutes: text(profile.buffer_after_minutes),
    max_sessions_per_month: text(profile.max_sessions_per_month),
    company_sizes: profile.company_sizes,
  }
}

/** Empty boxes go as null (the server says what is required); other text as a number if it is one. */
function numberOrRaw(value: string) {
  const trimmed = value.trim()
  if (!trimmed) return null
  const number = Number(trimmed.replace(',', '.'))
  return Number.isFinite(number) ? number : trimmed
}

function payloadOf(values: FormValues) {
  return {
    headline: values.headline,
    bio: values.bio,
    years_of_experience: numberOrRaw(values.years_of_experience),
    skills: values.skills,
    industries: values.industries.map((row) => ({
      industry_id: numberOrRaw(row.industry_id),
      years: numberOrRaw(row.years),
    })),
    hourly_rate: numberOrRaw(values.hourly_rate),
    session_duration_minutes: numberOrRaw(values.session_duration_minutes),
    buffer_before_minutes: numberOrRaw(values.buffer_before_minutes),
    buffer_after_minutes: numberOrRaw(values.buffer_after_minutes),
    max_sessions_per_month: numberOrRaw(values.max_sessions_per_month),
    company_sizes: values.company_sizes,
  }
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/**
 * Settings > Mentor profile: what mentees see (headline, bio, experience,
 * expertise, industries with years) and how sessions are booked (rate,
 * duration, buffers, monthly limit), plus the company sizes used by
 * matching. Saved through PUT /api/mentor-profile.
 */
export default function MentorProfileSettings({
  profile,
  hasProfile: initiallyHasProfile,
  listing: initialListing,
  listingMissing: initialMissing,
  skills,
  industries,
}: Props) {
  const intl = useIntl()
  const t = useT()
  const [data, setData] = useState<FormValues>(() => formValuesOf(profile))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [hasProfile, setHasProfile] = useState(initiallyHasProfile)
  const [listing, setListing] = useState<Listing>(initialListing)
  const [missing, setMissing] = useState<ListingRequirement[]>(initialMissing)
  const formRef = useRef<HTMLFormElement>(null)
  const addButtonRef = useRef<HTMLButtonElement>(null)

  const set = <K extends keyof FormValues>(field: K, value: FormValues[K]) =>
    setData((current) => ({ ...current, [field]: value }))
  const errorOf = (field: string) => errors[field] ?? null
  const rules = MENTOR_PROFILE_RULES

  const sectors = (() => {
    const bySector = new Map<string, IndustryOption[]>()
    for (const industry of industries) {
      bySector.set(industry.sector, [...(bySector.get(industry.sector) ?? []), industry])
    }
    return [...bySector.entries()]
  })()

  function setRow(key: number, patch: Partial<FormRow>) {
    set(
      'industries',
      data.industries.map((row) => (row.key === key ? { ...row, ...patch } : row))
    )
  }

  function addRow() {
    const key = nextRowKey()
    set('industries', [...data.industries, { key, industry_id: '', years: '' }])
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[data-row="${key}"] select`)?.focus()
    )
  }

  function removeRow(key: number) {
    set(
      'industries',
      data.industries.filter((row) => row.key !== key)
    )
    requestAnimationFrame(() => addButtonRef.current?.focus())
  }

  /** Focuses the first field with an error, in page order (an industry row's own box first). */
  function focusErrors(fieldErrors: Record<string, string>) {
    const keys = Object.keys(fieldErrors)
    const candidates = FIELD_ORDER.flatMap((field) => {
      const own = keys.filter((key) => key === field || key.startsWith(`${field}.`)).sort()
      return own.length ? [...own, field] : []
    })
    requestAnimationFrame(() => focusFirstError(formRef.current, candidates))
  }

  /** The first message for a field or any of its items (`skills.0`). */
  const firstErrorUnder = (field: string) =>
    errorOf(field) ??
    Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1] ??
    null

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    setErrors({})
    try {
      const response = await api<{
        profile?: Profile
        listing?: Listing
        listingMissing?: ListingRequirement[]
      }>('/api/mentor-profile', {
        method: 'PUT',
        body: payloadOf(data),
        silent: true,
      })
      if (!response?.profile) throw new Error('Invalid response')
      setData(formValuesOf(response.profile))
      setHasProfile(true)
      if (response.listing) setListing(response.listing)
      if (response.listingMissing) setMissing(response.listingMissing)
      toast({
        title: t('mentor_settings.saved.title'),
        description: t('mentor_settings.saved.description'),
      })
    } catch (error) {
      const invalid = error instanceof ApiError && error.errorCode === 'VALIDATION_ERROR'
      if (invalid) {
        setErrors(error.fieldErrors)
        focusErrors(error.fieldErrors)
      }
      toast({
        title: t('mentor_settings.errors.saveFailed'),
        description: invalid ? t('mentor_settings.errors.fixFields') : undefined,
        variant: 'destructive',
      })
    } finally {
      setSaving(false)
    }
  }

  const numberField = (
    field:
      | 'years_of_experience'
      | 'hourly_rate'
      | 'buffer_before_minutes'
      | 'buffer_after_minutes'
      | 'max_sessions_per_month',
    options: { min: number; max: number; step?: number; hint?: ReactNode; required?: boolean }
  ) => (
    <Field
      id={field}
      label={t(`mentor_settings.fields.${field}`)}
      error={errorOf(field)}
      hint={options.hint}
    >
      {(control) => (
        <input
          {...control}
          name={field}
          type="number"
          inputMode={options.step ? 'decimal' : 'numeric'}
          min={options.min}
          max={options.max}
          step={options.step ?? 1}
          required={options.required ?? true}
          value={data[field]}
          onChange={(event) => set(field, event.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  )

  return (
    <>
      <Head title={t('mentor_settings.title')} />
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          <FormattedMessage id="mentor_settings.title" />
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          <FormattedMessage id="mentor_settings.description" />
        </p>

        {hasProfile ? null : (
          <div
            className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5"
            data-testid="mentor-profile-empty"
          >
            <h2 className="text-base font-semibold text-brand-900">
              <FormattedMessage id="mentor_settings.empty.title" />
            </h2>
            <p className="mt-1 text-sm text-brand-900">
              <FormattedMessage id="mentor_settings.empty.description" />
            </p>
          </div>
        )}

        <ListingNotice listing={listing} missing={missing} />

        <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-6">
          <Section
            id="mentor-about-title"
            title={<FormattedMessage id="mentor_settings.sections.about" />}
          >
            <div className="grid gap-5">
              <Field
                id="headline"
                label={t('mentor_settings.fields.headline')}
                error={errorOf('headline')}
                hint={t('mentor_settings.hints.headline', { max: rules.headlineMaxLength })}
              >
                {(control) => (
                  <input
                    {...control}
                    name="headline"
                    type="text"
                    required
                    maxLength={rules.headlineMaxLength}
                    value={data.headline}
                    onChange={(event) => set('headline', event.target.value)}
                    className={inputClass}
                  />
                )}
              </Field>
              <Field
                id="bio"
                label={t('mentor_settings.fields.bio')}
                error={errorOf('bio')}
                hint={
                  <>
                    {t('mentor_settings.hints.bio', {
                      min: rules.bioMinLength,
                      max: rules.bioMaxLength,
                    })}{' '}
                    <span aria-live="polite">
                      {t('mentor_settings.hints.bioCount', { count: data.bio.trim().length })}
                    </span>
                  </>
                }
              >
                {(control) => (
                  <textarea
                    {...control}
                    name="bio"
                    rows={8}
                    required
                    maxLength={rules.bioMaxLength}
                    value={data.bio}
                    onChange={(event) => set('bio', event.target.value)}
                    className={inputClass}
                  />
                )}
              </Field>
              <div className="sm:w-1/2">
                {numberField('years_of_experience', {
                  min: 0,
                  max: rules.yearsMax,
                  hint: t('mentor_settings.hints.years_of_experience'),
                })}
              </div>
            </div>
          </Section>

          <Section
            id="mentor-expertise-title"
            title={<FormattedMessage id="mentor_settings.sections.expertise" />}
          >
            <SkillPicker
              legend={t('mentor_settings.fields.skills')}
              description={t('mentor_settings.skills.description', {
                min: rules.skillsMin,
                max: rules.skillsMax,
              })}
              skills={skills}
              value={data.skills}
              onChange={(ids) => set('skills', ids)}
              max={rules.skillsMax}
              error={firstErrorUnder('skills')}
            />
          </Section>

          <Section
            id="mentor-industries-title"
            title={<FormattedMessage id="mentor_settings.sections.industries" />}
          >
            <div data-field="industries" tabIndex={-1} className="focus:outline-none">
              <p id="industries-description" className="text-sm text-slate-500">
                <FormattedMessage
                  id="mentor_settings.industries.description"
                  values={{ min: rules.industriesMin, max: rules.industriesMax }}
                />
              </p>
              {data.industries.length === 0 ? (
                <p className="mt-3 text-sm text-slate-600">
                  <FormattedMessage id="mentor_settings.industries.none" />
                </p>
              ) : (
                <ol className="mt-3 space-y-3">
                  {data.industries.map((row, index) => {
                    const idError =
                      errorOf(`industries.${index}.industry_id`) ?? errorOf(`industries.${index}`)
                    const yearsError = errorOf(`industries.${index}.years`)
                    const selectId = `industries.${index}.industry_id`
                    const yearsId = `industries.${index}.years`
                    const taken = new Set(
                      data.industries
                        .filter((other) => other.key !== row.key)
                        .map((other) => other.industry_id)
                    )
                    return (
                      <li
                        key={row.key}
                        data-row={row.key}
                        className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-start"
                      >
                        <div>
                          <label
                            htmlFor={selectId}
                            className="block text-sm font-medium text-slate-800"
                          >
                            {t('mentor_settings.fields.industry_id')}
                            <span className="sr-only"> {index + 1}</span>
                          </label>
                          <select
                            id={selectId}
                            name={selectId}
                            required
                            value={row.industry_id}
                            aria-invalid={idError ? true : undefined}
                            aria-describedby={describedBy(selectId, null, idError)}
                            onChange={(event) =>
                              setRow(row.key, { industry_id: event.target.value })
                            }
                            className={cn(inputClass, 'mt-1.5')}
                          >
                            <option value="">{t('mentor_settings.industries.placeholder')}</option>
                            {sectors.map(([sector, options]) => (
                              <optgroup key={sector} label={sector}>
                                {options.map((industry) => (
                                  <option
                                    key={industry.id}
                                    value={industry.id}
                                    disabled={taken.has(String(industry.id))}
                                  >
                                    {industry.name}
                                  </option>
                                ))}
                              </optgroup>
                            ))}
                          </select>
                          <FieldError id={selectId} error={idError} />
                        </div>
                        <div>
                          <label
                            htmlFor={yearsId}
                            className="block text-sm font-medium text-slate-800"
                          >
                            {t('mentor_settings.fields.years')}
                            <span className="sr-only"> {index + 1}</span>
                          </label>
                          <input
                            id={yearsId}
                            name={yearsId}
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={rules.yearsMax}
                            step={1}
                            required
                            value={row.years}
                            aria-invalid={yearsError ? true : undefined}
                            aria-describedby={describedBy(yearsId, null, yearsError)}
                            onChange={(event) => setRow(row.key, { years: event.target.value })}
                            className={cn(inputClass, 'mt-1.5')}
                          />
                          <FieldError id={yearsId} error={yearsError} />
                        </div>
                        <div className="sm:pt-7">
                          <button
                            type="button"
                            onClick={() => removeRow(row.key)}
                            aria-label={t('mentor_settings.industries.removeLabel', {
                              number: index + 1,
                            })}
                            className={secondaryButtonClass}
                          >
                            {t('mentor_settings.industries.remove')}
                          </button>
                        </div>
                      </li>
                    )
                  })}
                </ol>
              )}
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <button
                  ref={addButtonRef}
                  type="button"
                  onClick={addRow}
                  disabled={data.industries.length >= rules.industriesMax}
                  className={secondaryButtonClass}
                >
                  {t('mentor_settings.industries.add')}
                </button>
                {data.industries.length >= rules.industriesMax ? (
                  <p className="text-sm text-slate-600">
                    <FormattedMessage
                      id="mentor_settings.industries.limit"
                      values={{ max: rules.industriesMax }}
                    />
                  </p>
                ) : null}
              </div>
              <FieldError id="industries" error={errorOf('industries')} />
            </div>
          </Section>

          <Section
            id="mentor-sessions-title"
            title={<FormattedMessage id="mentor_settings.sections.sessions" />}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              {numberField('hourly_rate', {
                min: 0,
                max: rules.hourlyRateMax,
                step: 0.01,
                hint: t('mentor_settings.hints.hourly_rate'),
              })}
              <Field
                id="session_duration_minutes"
                label={t('mentor_settings.fields.session_duration_minutes')}
                error={errorOf('session_duration_minutes')}
              >
                {(control) => (
                  <select
                    {...control}
                    name="session_duration_minutes"
                    required
                    value={data.session_duration_minutes}
                    onChange={(event) => set('session_duration_minutes', event.target.value)}
                    className={inputClass}
                  >
                    {rules.sessionDurations.map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {t('mentor_settings.durations.option', { minutes })}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {numberField('buffer_before_minutes', {
                min: 0,
                max: rules.bufferMaxMinutes,
                hint: t('mentor_settings.hints.buffer_before_minutes', {
                  max: rules.bufferMaxMinutes,
                }),
              })}
              {numberField('buffer_after_minutes', {
                min: 0,
                max: rules.bufferMaxMinutes,
                hint: t('mentor_settings.hints.buffer_after_minutes', {
                  max: rules.bufferMaxMinutes,
                }),
              })}
              {numberField('max_sessions_per_month', {
                min: 1,
                max: rules.maxSessionsPerMonthMax,
                required: false,
                hint: t('mentor_settings.hints.max_sessions_per_month', {
                  max: rules.maxSessionsPerMonthMax,
                }),
              })}
            </div>
          </Section>

          <Section
            id="mentor-matching-title"
            title={<FormattedMessage id="mentor_settings.sections.matching" />}
          >
            <fieldset
              data-field="company_sizes"
              tabIndex={-1}
              aria-describedby={describedBy('company_sizes', true, errorOf('company_sizes'))}
              className="focus:outline-none"
            >
              <legend className="block text-sm font-medium text-slate-800">
                {t('mentor_settings.fields.company_sizes')}
              </legend>
              <p id="company_sizes-hint" className="mt-1 text-sm text-slate-500">
                {t('mentor_settings.hints.company_sizes')}
              </p>
              <div className="mt-3 grid gap-2 sm:grid-cols-2">
                {COMPANY_SIZE_KEYS.map((size) => {
                  const band = MATCHING_COMPANY_SIZES[size]
                  const checked = data.company_sizes.includes(size)
                  return (
                    <label
                      key={size}
                      className="flex items-start gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
                    >
                      <input
                        type="checkbox"
                        name="company_sizes"
                        value={size}
                        checked={checked}
                        onChange={(event) =>
                          set(
                            'company_sizes',
                            event.target.checked
                              ? [...data.company_sizes, size]
                              : data.company_sizes.filter((one) => one !== size)
                          )
                        }
                        className="mt-0.5 size-4 rounded border-slate-300 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
                      />
                      <span>
                        <span className="block font-medium">
                          {t(`mentor_settings.companySizes.${size}`)}
                        </span>
                        <span className="block text-slate-600">
                          {band.max === null
                            ? t('mentor_settings.companySizes.rangeOpen', {
                                min: intl.formatNumber(band.min),
                              })
                            : t('mentor_settings.companySizes.range', {
                                min: intl.formatNumber(band.min),
                                max: intl.formatNumber(band.max),
                              })}
                        </span>
                      </span>
                    </label>
                  )
                })}
              </div>
              <FieldError id="company_sizes" error={firstErrorUnder('company_sizes')} />
            </fieldset>
          </Section>

          <div className="flex justify-end">
            <SubmitButton
              busy={saving}
              busyLabel={t('mentor_settings.actions.saving')}
              className={primaryButtonClass}
            >
              {t('mentor_settings.actions.save')}
            </SubmitButton>
          </div>
        </form>
      </div>
    </>
  )
}
