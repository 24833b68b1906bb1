import type { FormEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import { MATCHING_RULES } from '#business/matching'
import { Spinner } from '~/components/loading/spinner'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { ChoicePicker } from '~/components/matching/choice_picker'
import {
  CompanySizeField,
  ExperienceLevelField,
  GoalsField,
  MaxResultsField,
  MinRatingField,
  SessionFormatField,
} from '~/components/matching/criteria_fields'
import {
  errorFor,
  type Criteria,
  type FieldErrors,
  type IndustryOption,
  type SkillOption,
} from '~/components/matching/types'
import { useT } from '~/components/ui/use_t'

/** Advanced Filters: every criterion on one form. */
export function AdvancedFilters({
  criteria,
  set,
  errors,
  industries,
  skills,
  searching,
  onSearch,
  onSave,
  onReset,
}: {
  criteria: Criteria
  set: <K extends keyof Criteria>(field: K, value: Criteria[K]) => void
  errors: FieldErrors
  industries: IndustryOption[]
  skills: SkillOption[]
  searching: boolean
  onSearch: () => void
  onSave: () => void
  onReset: () => void
}) {
  const t = useT()
  const error = (field: keyof Criteria) => errorFor(errors, field)

  function submit(event: FormEvent) {
    event.preventDefault()
    onSearch()
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('matching.modes.advanced')}
      className="space-y-8"
    >
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
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <ExperienceLevelField criteria={criteria} set={set} error={error} />
        <CompanySizeField criteria={criteria} set={set} error={error} />
        <MinRatingField criteria={criteria} set={set} error={error} />
        <SessionFormatField criteria={criteria} set={set} error={error} />
        <MaxResultsField criteria={criteria} set={set} error={error} />
      </div>
      <GoalsField criteria={criteria} set={set} error={error} />
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <button type="button" className={secondaryButtonClass} onClick={onReset}>
          <FormattedMessage id="matching.advanced.reset" />
        </button>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="button" className={secondaryButtonClass} onClick={onSave}>
            <FormattedMessage id="matching.saved.saveAction" />
          </button>
          <button type="submit" className={primaryButtonClass} disabled={searching}>
            {searching ? <Spinner size="xs" /> : null}
            <FormattedMessage id="matching.advanced.search" />
          </button>
        </div>
      </div>
    </form>
  )
}
