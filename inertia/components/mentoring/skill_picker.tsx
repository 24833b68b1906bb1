import { useId, useMemo, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { inputClass } from '~/components/ui/field'
import { cn } from '~/lib/cn'

export type SkillOption = { id: number; name: string }

/**
 * Expertise skills as checkboxes with a filter and a live count. At the
 * maximum, the unchecked boxes are disabled; the error is tied to the group.
 */
export function SkillPicker({
  legend,
  description,
  skills,
  value,
  onChange,
  max,
  error,
}: {
  legend: ReactNode
  description?: ReactNode
  skills: SkillOption[]
  value: number[]
  onChange: (ids: number[]) => void
  max: number
  error?: string | null
}) {
  const intl = useIntl()
  const id = useId()
  const [query, setQuery] = useState('')
  const atMax = value.length >= max

  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase()
    return needle
      ? skills.filter((skill) => skill.name.toLocaleLowerCase().includes(needle))
      : skills
  }, [skills, query])

  const toggle = (skillId: number, checked: boolean) =>
    onChange(checked ? [...value, skillId] : value.filter((one) => one !== skillId))

  const descriptionId = description ? `${id}-description` : null
  const errorId = error ? `${id}-error` : null

  return (
    <fieldset aria-describedby={[descriptionId, `${id}-count`, errorId].filter(Boolean).join(' ')}>
      <legend className="block text-sm font-medium text-slate-800">{legend}</legend>
      {description ? (
        <p id={descriptionId!} className="mt-1 text-sm text-slate-500">
          {description}
        </p>
      ) : null}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="sm:w-72">
          <label htmlFor={`${id}-filter`} className="sr-only">
            {intl.formatMessage({ id: 'mentor_settings.skills.filter' })}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={intl.formatMessage({ id: 'mentor_settings.skills.filter' })}
            className={inputClass}
          />
        </div>
        <p id={`${id}-count`} aria-live="polite" className="text-sm text-slate-600">
          <FormattedMessage id="mentor_settings.skills.selected" values={{ count: value.length }} />{' '}
          <FormattedMessage id="mentor_settings.skills.max" values={{ max }} />
        </p>
      </div>
      <div
        className={cn(
          'mt-3 max-h-72 overflow-y-auto rounded-md border p-3',
          error ? 'border-red-600' : 'border-slate-200'
        )}
      >
        {visible.length === 0 ? (
          <p className="text-sm text-slate-600">
            <FormattedMessage id="mentor_settings.skills.noMatch" values={{ query }} />
          </p>
        ) : (
          <div className="grid gap-2 sm:grid-cols-2">
            {visible.map((skill) => {
              const checked = value.includes(skill.id)
              return (
                <label
                  key={skill.id}
                  className={cn(
                    'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50',
                    !checked && atMax && 'opacity-60'
                  )}
                >
                  <input
                    type="checkbox"
                    name="skills"
                    value={skill.id}
                    checked={checked}
                    disabled={!checked && atMax}
                    aria-invalid={error ? true : undefined}
                    onChange={(event) => toggle(skill.id, event.target.checked)}
                    className="size-4 rounded border-slate-300 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
                  />
                  {skill.name}
                </label>
              )
            })}
          </div>
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
