import { useIntl } from 'react-intl'

export function FacetChecklist({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string
  options: { slug: string; name: string }[]
  selected: string[]
  onChange: (next: string[]) => void
}) {
  const intl = useIntl()
  return (
    <details
      className="group rounded-lg border border-slate-200 bg-white"
      open={selected.length > 0}
    >
      <summary className="flex cursor-pointer items-center justify-between px-3 py-2 text-sm font-semibold text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
        <span>{legend}</span>
        <span className="text-xs font-normal text-slate-600">
          {selected.length
            ? intl.formatMessage({ id: 'mentors.list.selected' }, { count: selected.length })
            : intl.formatMessage({ id: 'mentors.list.any' })}
        </span>
      </summary>
      <fieldset className="max-h-60 overflow-y-auto border-t border-slate-100 px-3 py-2">
        <legend className="sr-only">{legend}</legend>
        {options.map((option) => {
          const checked = selected.includes(option.slug)
          return (
            <label
              key={option.slug}
              className="flex items-center gap-2 py-1 text-sm text-slate-700"
            >
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
                checked={checked}
                onChange={() =>
                  onChange(
                    checked
                      ? selected.filter((slug) => slug !== option.slug)
                      : [...selected, option.slug]
                  )
                }
              />
              {option.name}
            </label>
          )
        })}
      </fieldset>
    </details>
  )
}
