import { useIntl } from 'react-intl'
import {
  EXPERIENCE_LEVEL_KEYS,
  EXPERIENCE_LEVELS,
  MATCHING_COMPANY_SIZE_KEYS,
  MATCHING_COMPANY_SIZES,
  MATCHING_RULES,
  SESSION_FORMATS,
} from '#business/matching'
import { Field, inputClass } from '~/components/ui/field'
import { cn } from '~/lib/cn'
import type { Criteria } from '~/components/matching/types'
import { useT } from '~/components/ui/use_t'

/*
 * The single-value criteria (experience level, company size, minimum rating,
 * session format, goals, maximum results) as labelled controls, shared by the
 * Advanced Filters and the Guided Search. Option labels carry the bands from
 * config, so they always say what the score uses.
 */

type Set = <K extends keyof Criteria>(field: K, value: Criteria[K]) => void
type Props = { criteria: Criteria; set: Set; error: (field: keyof Criteria) => string | null }

export function useOptionLabels() {
  const intl = useIntl()
  const t = useT()
  return {
    level: (level: (typeof EXPERIENCE_LEVEL_KEYS)[number]) =>
      t(`matching.options.levels.${level}`, EXPERIENCE_LEVELS[level]),
    size: (size: (typeof MATCHING_COMPANY_SIZE_KEYS)[number]) =>
      t(`matching.options.sizes.${size}`, {
        min: intl.formatNumber(MATCHING_COMPANY_SIZES[size].min),
        max: intl.formatNumber(MATCHING_COMPANY_SIZES[size].max ?? 0),
      }),
    rating: (rating: number) =>
      rating ? t('matching.options.rating', { rating }) : t('matching.options.anyRating'),
    format: (format: (typeof SESSION_FORMATS)[number]) => t(`matching.options.formats.${format}`),
    maxResults: (count: number | null) =>
      count ? t('matching.options.maxResults', { count }) : t('matching.options.noLimit'),
  }
}

function NativeSelect({
  control,
  value,
  onChange,
  options,
  name,
}: {
  control: object
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
  name: string
}) {
  return (
    <select
      {...control}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={inputClass}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

export function ExperienceLevelField({ criteria, set, error }: Props) {
  const intl = useIntl()
  const labels = useOptionLabels()
  return (
    <Field
      id="experienceLevel"
      label={intl.formatMessage({ id: 'matching.fields.experienceLevel' })}
      error={error('experienceLevel')}
    >
      {(control) => (
        <NativeSelect
          control={control}
          name="experienceLevel"
          value={criteria.experienceLevel ?? ''}
          onChange={(value) =>
            set('experienceLevel', (value || null) as Criteria['experienceLevel'])
          }
          options={[
            { value: '', label: intl.formatMessage({ id: 'matching.options.anyLevel' }) },
            ...EXPERIENCE_LEVEL_KEYS.map((level) => ({ value: level, label: labels.level(level) })),
          ]}
        />
      )}
    </Field>
  )
}

export function CompanySizeField({ criteria, set, error }: Props) {
  const intl = useIntl()
  const labels = useOptionLabels()
  return (
    <Field
      id="companySize"
      label={intl.formatMessage({ id: 'matching.fields.companySize' })}
      error={error('companySize')}
    >
      {(control) => (
        <NativeSelect
          control={control}
          name="companySize"
          value={criteria.companySize ?? ''}
          onChange={(value) => set('companySize', (value || null) as Criteria['companySize'])}
          options={[
            { value: '', label: intl.formatMessage({ id: 'matching.options.anySize' }) },
            ...MATCHING_COMPANY_SIZE_KEYS.map((size) => ({
              value: size,
              label: labels.size(size),
            })),
          ]}
        />
      )}
    </Field>
  )
}

export function MinRatingField({ criteria, set, error }: Props) {
  const intl = useIntl()
  const labels = useOptionLabels()
  return (
    <Field
      id="minRating"
      label={intl.formatMessage({ id: 'matching.fields.minRating' })}
      error={error('minRating')}
    >
      {(control) => (
        <NativeSelect
          control={control}
          name="minRating"
          value={String(criteria.minRating ?? 0)}
          onChange={(value) => set('minRating', Number(value) || null)}
          options={MATCHING_RULES.minRatingOptions.map((rating) => ({
            value: String(rating),
            label: labels.rating(rating),
          }))}
        />
      )}
    </Field>
  )
}

export function SessionFormatField({ criteria, set, error }: Props) {
  const intl = useIntl()
  const labels = useOptionLabels()
  return (
    <Field
      id="sessionFormat"
      label={intl.formatMessage({ id: 'matching.fields.sessionFormat' })}
      hint={intl.formatMessage({ id: 'matching.hints.sessionFormat' })}
      error={error('sessionFormat')}
    >
      {(control) => (
        <NativeSelect
          control={control}
          name="sessionFormat"
          value={criteria.sessionFormat ?? 'any'}
          onChange={(value) => set('sessionFormat', value as Criteria['sessionFormat'])}
          options={SESSION_FORMATS.map((format) => ({
            value: format,
            label: labels.format(format),
          }))}
        />
      )}
    </Field>
  )
}

export function MaxResultsField({ criteria, set, error }: Props) {
  const intl = useIntl()
  const labels = useOptionLabels()
  return (
    <Field
      id="maxResults"
      label={intl.formatMessage({ id: 'matching.fields.maxResults' })}
      error={error('maxResults')}
    >
      {(control) => (
        <NativeSelect
          control={control}
          name="maxResults"
          value={String(criteria.maxResults ?? '')}
          onChange={(value) => set('maxResults', value ? Number(value) : null)}
          options={[
            { value: '', label: labels.maxResults(null) },
            ...MATCHING_RULES.maxResultsOptions.map((count) => ({
              value: String(count),
              label: labels.maxResults(count),
            })),
          ]}
        />
      )}
    </Field>
  )
}

export function GoalsField({ criteria, set, error, className }: Props & { className?: string }) {
  const intl = useIntl()
  return (
    <Field
      id="goals"
      className={className}
      label={intl.formatMessage({ id: 'matching.fields.goals' })}
      hint={intl.formatMessage(
        { id: 'matching.hints.goals' },
        { max: MATCHING_RULES.goalsMaxLength }
      )}
      error={error('goals')}
    >
      {(control) => (
        <textarea
          {...control}
          name="goals"
          rows={3}
          maxLength={MATCHING_RULES.goalsMaxLength}
          value={criteria.goals}
          onChange={(event) => set('goals', event.target.value)}
          className={cn(inputClass, 'resize-y')}
        />
      )}
    </Field>
  )
}
