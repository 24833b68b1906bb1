import { useId, useMemo, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { COMPANY_SIZES, ONBOARDING_RULES, type CompanySize } from '#business/accounts'
import { cn } from '~/lib/cn'
import { inputClass, type FieldControlProps } from '~/components/ui/field'

/* The account's own form pieces, shared by the onboarding wizard and the settings pages. */

export function CompanySizeSelect({
  value,
  onChange,
  control,
}: {
  value: CompanySize | null
  onChange: (size: CompanySize | null) => void
  control: FieldControlProps
}) {
  const intl = useIntl()
  return (
    <select
      {...control}
      className={inputClass}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as CompanySize | null)}
    >
      <option value="">{intl.formatMessage({ id: 'settings.companySizes.none' })}</option>
      {COMPANY_SIZES.map((size) => (
        <option key={size} value={size}>
          {intl.formatMessage({ id: `settings.companySizes.${size}` })}
        </option>
      ))}
    </select>
  )
}

export type IndustryOption = { id: number; name: string; sector: string }

/**
 * Industries as checkboxes grouped by sector, with a filter and a live count.
 * At the maximum, the unchecked boxes are disabled.
 */
export function IndustryPicker({
  legend,
  description,
  industries,
  value,
  onChange,
  error,
  className,
}: {
  legend: ReactNode
  description?: ReactNode
  industries: IndustryOption[]
  value: number[]
  onChange: (ids: number[]) => void
  error?: string | null
  className?: string
}) {
  const intl = useIntl()
  const id = useId()
  const [query, setQuery] = useState('')
  const max = ONBOARDING_RULES.maxIndustries
  const atMax = value.length >= max

  const groups = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase()
    const bySector = new Map<string, IndustryOption[]>()
    for (const industry of industries) {
      const matches =
        !needle ||
        industry.name.toLocaleLowerCase().includes(needle) ||
        industry.sector.toLocaleLowerCase().includes(needle)
      if (!matches) continue
      bySector.set(industry.sector, [...(bySector.get(industry.sector) ?? []), industry])
    }
    return [...bySector.entries()]
  }, [industries, query])

  const toggle = (industryId: number, checked: boolean) => {
    onChange(checked ? [...value, industryId] : value.filter((one) => one !== industryId))
  }

  const descriptionId = description ? `${id}-description` : null
  const errorId = error ? `${id}-error` : null

  return (
    <fieldset
      className={className}
      aria-describedby={[descriptionId, `${id}-count`, errorId].filter(Boolean).join(' ')}
    >
      <legend className="block text-sm font-medium text-slate-800">{legend}</legend>
      {description ? (
        <p id={descriptionId!} className="mt-1 text-sm text-slate-500">
          {description}
        </p>
      ) : null}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="sm:w-72">
          <label htmlFor={`${id}-filter`} className="sr-only">
            {intl.formatMessage({ id: 'settings.industries.filter' })}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={intl.formatMessage({ id: 'settings.industries.filter' })}
            className={inputClass}
          />
        </div>
        <p id={`${id}-count`} aria-live="polite" className="text-sm text-slate-600">
          <FormattedMessage id="settings.industries.selected" values={{ count: value.length }} />{' '}
          <FormattedMessage id="settings.industries.max" values={{ max }} />
        </p>
      </div>
      <div
        className={cn(
          'mt-3 max-h-80 overflow-y-auto rounded-md border p-3',
          error ? 'border-red-600' : 'border-slate-200'
        )}
      >
        {groups.length === 0 ? (
          <p className="text-sm text-slate-600">
            <FormattedMessage id="settings.industries.noMatch" values={{ query }} />
          </p>
        ) : (
          groups.map(([sector, options]) => (
            <fieldset key={sector} className="mb-4 last:mb-0">
              <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {sector}
              </legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {options.map((industry) => {
                  const checked = value.includes(industry.id)
                  return (
                    <label
                      key={industry.id}
                      className={cn(
                        'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50',
                        !checked && atMax && 'opacity-60'
                      )}
                    >
                      <input
                        type="checkbox"
                        name="industries"
                        value={industry.id}
                        checked={checked}
                        disabled={!checked && atMax}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={errorId ?? undefined}
                        onChange={(event) => toggle(industry.id, event.target.checked)}
                        className="size-4 rounded border-slate-300 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
                      />
                      {industry.name}
                    </label>
                  )
                })}
              </div>
            </fieldset>
          ))
        )}
      </div>
      {error ? (
        <p id={errorId!} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
