import { useId, useMemo, useState, type ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { inputClass } from '~/components/ui/field'

export type Choice = { id: number; name: string; group?: string }

export type CheckboxPickerTexts = {
  /** The filter's label (read out, not shown) and its placeholder. */
  filterLabel: string
  filterPlaceholder: string
  /** The live count under the filter. */
  count: (selected: number, max: number) => string
  /** What the list says when the filter leaves nothing. */
  noMatch: (query: string) => string
}

type Props = {
  /** The checkboxes' name, and the `data-field` that focusFirstError finds. */
  name: string
  legend: ReactNode
  description?: ReactNode
  choices: Choice[]
  value: number[]
  onChange: (ids: number[]) => void
  max: number
  error?: string | null
  texts: CheckboxPickerTexts
  className?: string
}

const boxClass =
  'size-4 rounded border-slate-300 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600'

/**
 * A set of checkboxes (industries, skills) with a filter, a live count and an
 * upper bound: at the bound the unchecked boxes are disabled. Grouped under a
 * legend per `group` when the choices have one. The error is tied to the group
 * and to each box.
 */
export function CheckboxPicker({
  name,
  legend,
  description,
  choices,
  value,
  onChange,
  max,
  error,
  texts,
  className,
}: Props) {
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

  const descriptionId = description ? `${id}-description` : null
  const errorId = error ? `${id}-error` : null

  const boxes = (options: Choice[]) => (
    <div className="grid gap-2 sm:grid-cols-2">
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
              aria-describedby={errorId ?? undefined}
              onChange={(event) => toggle(choice.id, event.target.checked)}
              className={boxClass}
            />
            {choice.name}
          </label>
        )
      })}
    </div>
  )

  return (
    <fieldset
      data-field={name}
      tabIndex={-1}
      aria-describedby={[descriptionId, `${id}-count`, errorId].filter(Boolean).join(' ')}
      className={cn('focus:outline-none', className)}
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
            {texts.filterLabel}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={texts.filterPlaceholder}
            className={inputClass}
          />
        </div>
        <p id={`${id}-count`} aria-live="polite" className="text-sm text-slate-600">
          {texts.count(value.length, max)}
        </p>
      </div>
      <div
        className={cn(
          'mt-3 max-h-72 overflow-y-auto rounded-md border p-3',
          error ? 'border-red-600' : 'border-slate-200'
        )}
      >
        {groups.length === 0 ? (
          <p className="text-sm text-slate-600">{texts.noMatch(query)}</p>
        ) : (
          groups.map(([group, options]) =>
            group ? (
              <fieldset key={group} className="mb-4 last:mb-0">
                <legend className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
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
        <p id={errorId!} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
