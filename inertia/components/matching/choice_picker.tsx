import { useId, useMemo, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { inputClass } from '~/components/ui/field'
import { cn } from '~/lib/cn'

type Choice = { id: number; name: string; group?: string }

/**
 * A set of checkboxes (industries or skills) with a filter, a live count and
 * an upper bound: at the bound the unchecked boxes are disabled. Grouped by
 * `group` when the choices have one. The error is tied to the group.
 */
export function ChoicePicker({
  name,
  legend,
  description,
  choices,
  value,
  onChange,
  max,
  error,
}: {
  name: string
  legend: string
  description?: ReactNode
  choices: Choice[]
  value: number[]
  onChange: (ids: number[]) => void
  max: number
  error?: string | null
}) {
  const intl = useIntl()
  const id = useId()
  const [query, setQuery] = useState('')
  const atMax = value.length >= max

  const groups = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase()
    const byGroup = new Map<string, Choice[]>()
    for (const choice of choices) {
      const group = choice.group ?? ''
      if (
        needle &&
        !choice.name.toLocaleLowerCase().includes(needle) &&
        !group.toLocaleLowerCase().includes(needle)
      ) {
        continue
      }
      byGroup.set(group, [...(byGroup.get(group) ?? []), choice])
    }
    return [...byGroup.entries()]
  }, [choices, query])

  const toggle = (choiceId: number, checked: boolean) =>
    onChange(checked ? [...value, choiceId] : value.filter((one) => one !== choiceId))

  const describedBy = [description ? `${id}-description` : null, `${id}-count`, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')

  const boxes = (options: Choice[]) => (
    <div className="grid gap-1 sm:grid-cols-2">
      {options.map((choice) => {
        const checked = value.includes(choice.id)
        return (
          <label
            key={choice.id}
            className={cn(
              'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50',
              !checked && atMax && 'opacity-60'
            )}
          >
            <input
              type="checkbox"
              name={name}
              value={choice.id}
              checked={checked}
              disabled={!checked && atMax}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(choice.id, event.target.checked)}
              className="size-4 rounded border-slate-300 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
            />
            {choice.name}
          </label>
        )
      })}
    </div>
  )

  return (
    <fieldset data-field={name} tabIndex={-1} aria-describedby={describedBy} className="focus:outline-none">
      <legend className="block text-sm font-medium text-slate-800">{legend}</legend>
      {description ? (
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-500">
          {description}
        </p>
      ) : null}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="sm:w-72">
          <label htmlFor={`${id}-filter`} className="sr-only">
            {intl.formatMessage({ id: 'matching.picker.filter' }, { what: legend })}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={intl.formatMessage({ id: 'matching.picker.filterPlaceholder' })}
            className={inputClass}
          />
        </div>
        <p id={`${id}-count`} aria-live="polite" className="text-sm text-slate-600">
          {intl.formatMessage({ id: 'matching.picker.selected' }, { count: value.length, max })}
        </p>
      </div>
      <div
        className={cn(
          'mt-3 max-h-72 overflow-y-auto rounded-md border p-3',
          error ? 'border-red-600' : 'border-slate-200'
        )}
      >
        {groups.length === 0 ? (
          <p className="text-sm text-slate-600">
            {intl.formatMessage({ id: 'matching.picker.noMatch' }, { query })}
          </p>
        ) : (
          groups.map(([group, options]) =>
            group ? (
              <fieldset key={group} className="mb-4 last:mb-0">
                <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {group}
                </legend>
                {boxes(options)}
              </fieldset>
            ) : (
              <div key="all">{boxes(options)}</div>
            )
          )
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
