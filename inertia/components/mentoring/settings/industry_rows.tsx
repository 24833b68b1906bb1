import type { Data } from '@generated/data'
import { useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { MENTOR_PROFILE_RULES } from '#business/sessions'
import { cn } from '~/lib/cn'
import { FieldError, describedBy, inputClass } from '~/components/ui/field'
import { secondaryButtonClass } from '~/components/ui/button'
import { nextRowKey, type FormRow } from '~/components/mentoring/settings/profile_form'
import { useT } from '~/components/ui/use_t'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type IndustryOption = Data.Mentoring.IndustryOption

/**
 * The mentor's industries, one row each (industry and years), added and
 * removed with the focus kept in place: on the new row's industry, or back on
 * the add button. An industry already chosen cannot be chosen twice.
 */
export function IndustryRows({
  rows,
  onChange,
  industries,
  errorOf,
}: {
  rows: FormRow[]
  onChange: (rows: FormRow[]) => void
  industries: IndustryOption[]
  errorOf: (field: string) => string | null
}) {
  const t = useT()
  const rules = MENTOR_PROFILE_RULES
  const containerRef = useRef<HTMLDivElement>(null)
  const addButtonRef = useRef<HTMLButtonElement>(null)
  const focusAfterRender = useFocusAfterRender()

  const sectors = (() => {
    const bySector = new Map<string, IndustryOption[]>()
    for (const industry of industries) {
      bySector.set(industry.sector, [...(bySector.get(industry.sector) ?? []), industry])
    }
    return [...bySector.entries()]
  })()

  function setRow(key: number, patch: Partial<FormRow>) {
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)))
  }

  function addRow() {
    const key = nextRowKey()
    onChange([...rows, { key, industryId: '', years: '' }])
    focusAfterRender(() =>
      containerRef.current?.querySelector<HTMLElement>(`[data-row="${key}"] select`)?.focus()
    )
  }

  function removeRow(key: number) {
    onChange(rows.filter((row) => row.key !== key))
    focusAfterRender(() => addButtonRef.current?.focus())
  }

  return (
    <div ref={containerRef} data-field="industries" tabIndex={-1} className="focus:outline-none">
      <p id="industries-description" className="text-sm text-slate-500">
        <FormattedMessage
          id="mentor_settings.industries.description"
          values={{ min: rules.industriesMin, max: rules.industriesMax }}
        />
      </p>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          <FormattedMessage id="mentor_settings.industries.none" />
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {rows.map((row, index) => {
            const idError =
              errorOf(`industries.${index}.industryId`) ?? errorOf(`industries.${index}`)
            const yearsError = errorOf(`industries.${index}.years`)
            const selectId = `industries.${index}.industryId`
            const yearsId = `industries.${index}.years`
            const taken = new Set(
              rows.filter((other) => other.key !== row.key).map((other) => other.industryId)
            )
            return (
              <li
                key={row.key}
                data-row={row.key}
                className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-start"
              >
                <div>
                  <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
                    {t('mentor_settings.fields.industryId')}
                    <span className="sr-only"> {index + 1}</span>
                  </label>
                  <select
                    id={selectId}
                    name={selectId}
                    required
                    value={row.industryId}
                    aria-invalid={idError ? true : undefined}
                    aria-describedby={describedBy(selectId, null, idError)}
                    onChange={(event) => setRow(row.key, { industryId: event.target.value })}
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
                  <label htmlFor={yearsId} className="block text-sm font-medium text-slate-800">
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
          disabled={rows.length >= rules.industriesMax}
          className={secondaryButtonClass}
        >
          {t('mentor_settings.industries.add')}
        </button>
        {rows.length >= rules.industriesMax ? (
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
  )
}
