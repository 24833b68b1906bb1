import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import {
  EXPERIENCE_LEVEL_KEYS,
  MATCHING_COMPANY_SIZE_KEYS,
  MATCHING_RULES,
} from '#business/matching'
import { Spinner } from '~/components/loading/spinner'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { ChoicePicker } from '~/components/matching/choice_picker'
import {
  GoalsField,
  MinRatingField,
  SessionFormatField,
  useOptionLabels,
} from '~/components/matching/criteria_fields'
import {
  errorFor,
  type Criteria,
  type FieldErrors,
  type IndustryOption,
  type SkillOption,
} from '~/components/matching/types'
import { cn } from '~/lib/cn'
import { useT } from '~/components/ui/use_t'

/** The questionnaire's steps and the criteria each one asks for. */
export const GUIDED_STEPS = [
  { key: 'industries', fields: ['industries'] },
  { key: 'skills', fields: ['skills'] },
  { key: 'mentor', fields: ['experienceLevel', 'companySize'] },
  { key: 'goals', fields: ['goals', 'sessionFormat', 'minRating'] },
] as const satisfies readonly { key: string; fields: readonly (keyof Criteria)[] }[]

/** The first step holding one of these field errors (after a refused search). */
export function stepWithError(errors: FieldErrors) {
  const index = GUIDED_STEPS.findIndex((step) =>
    step.fields.some((field) => errorFor(errors, field))
  )
  return index === -1 ? null : index
}

function RadioCards<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  error,
}: {
  name: string
  legend: string
  value: T | null
  options: { value: T | null; label: string }[]
  onChange: (value: T | null) => void
  error?: string | null
}) {
  const errorId = `${name}-error`
  return (
    <fieldset
      data-field={name}
      tabIndex={-1}
      className="focus:outline-none"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const checked = option.value === value
          return (
            <label
              key={option.value ?? 'none'}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value ?? ''}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? true : undefined}
                className="size-4 border-slate-300 text-brand-700"
              />
              {option.label}
            </label>
          )
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * Guided Search: a short questionnaire, one question per step, that builds
 * the criteria (prefilled from the onboarding answers). The last step shows
 * the matches.
 */
export function GuidedSearch({
  criteria,
  set,
  errors,
  setErrors,
  industries,
  skills,
  step,
  setStep,
  searching,
  onSearch,
}: {
  criteria: Criteria
  set: <K extends keyof Criteria>(field: K, value: Criteria[K]) => void
  errors: FieldErrors
  setErrors: (errors: FieldErrors) => void
  industries: IndustryOption[]
  skills: SkillOption[]
  step: number
  setStep: (step: number) => void
  searching: boolean
  onSearch: () => void
}) {
  const t = useT()
  const labels = useOptionLabels()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [moved, setMoved] = useState(false)
  const error = (field: keyof Criteria) => errorFor(errors, field)
  const current = GUIDED_STEPS[step]
  const isLast = step === GUIDED_STEPS.length - 1

  // A new step moves focus to its question, for keyboard and screen-reader users.
  useEffect(() => {
    if (moved) headingRef.current?.focus()
  }, [step])

  function go(next: number) {
    setMoved(true)
    setStep(next)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (current.key === 'industries' && criteria.industries.length < MATCHING_RULES.industriesMin) {
      setErrors({ industries: t('matching.validation.industries.required') })
      return
    }
    if (isLast) onSearch()
    else go(step + 1)
  }

  let body: ReactNode
  switch (current.key) {
    case 'industries':
      body = (
        <ChoicePicker
          name="industries"
          legend={t('matching.fields.industries')}
          description={t('matching.guided.industriesHint', { max: MATCHING_RULES.industriesMax })}
          choices={industries.map((one) => ({ id: one.id, name: one.name, group: one.sector }))}
          value={criteria.industries}
          onChange={(ids) => set('industries', ids)}
          max={MATCHING_RULES.industriesMax}
          error={error('industries')}
        />
      )
      break
    case 'skills':
      body = (
        <ChoicePicker
          name="skills"
          legend={t('matching.fields.skills')}
          description={t('matching.guided.skillsHint', { max: MATCHING_RULES.skillsMax })}
          choices={skills}
          value={criteria.skills}
          onChange={(ids) => set('skills', ids)}
          max={MATCHING_RULES.skillsMax}
          error={error('skills')}
        />
      )
      break
    case 'mentor':
      body = (
        <div className="space-y-6">
          <RadioCards
            name="experienceLevel"
            legend={t('matching.guided.levelQuestion')}
            value={criteria.experienceLevel}
            options={[
              { value: null, label: t('matching.options.anyLevel') },
              ...EXPERIENCE_LEVEL_KEYS.map((level) => ({
                value: level,
                label: labels.level(level),
              })),
            ]}
            onChange={(value) => set('experienceLevel', value)}
            error={error('experienceLevel')}
          />
          <RadioCards
            name="companySize"
            legend={t('matching.guided.sizeQuestion')}
            value={criteria.companySize}
            options={[
              { value: null, label: t('matching.options.anySize') },
              ...MATCHING_COMPANY_SIZE_KEYS.map((size) => ({
                value: size,
                label: labels.size(size),
              })),
            ]}
            onChange={(value) => set('companySize', value)}
            error={error('companySize')}
          />
        </div>
      )
      break
    case 'goals':
      body = (
        <div className="grid gap-5 sm:grid-cols-2">
          <GoalsField className="sm:col-span-2" criteria={criteria} set={set} error={error} />
          <SessionFormatField criteria={criteria} set={set} error={error} />
          <MinRatingField criteria={criteria} set={set} error={error} />
        </div>
      )
      break
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="guided-question">
      <p className="text-sm font-medium text-brand-700">
        <FormattedMessage
          id="matching.guided.progress"
          values={{ step: step + 1, total: GUIDED_STEPS.length }}
        />
      </p>
      <div
        className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={t('matching.guided.progressLabel')}
        aria-valuemin={1}
        aria-valuemax={GUIDED_STEPS.length}
        aria-valuenow={step + 1}
      >
        <div
          className="h-full bg-brand-600 transition-all"
          style={{ width: `${((step + 1) / GUIDED_STEPS.length) * 100}%` }}
        />
      </div>
      <h3
        id="guided-question"
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        <FormattedMessage id={`matching.guided.steps.${current.key}`} />
      </h3>
      <div className="mt-4">{body}</div>
      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        {step > 0 ? (
          <button type="button" className={secondaryButtonClass} onClick={() => go(step - 1)}>
            <FormattedMessage id="matching.guided.back" />
          </button>
        ) : (
          <span />
        )}
        <button type="submit" className={primaryButtonClass} disabled={searching}>
          {searching ? <Spinner size="xs" /> : null}
          {isLast ? t('matching.guided.showMatches') : t('matching.guided.next')}
        </button>
      </div>
    </form>
  )
}
