import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** A radio button drawn as a card; the group is a fieldset with a legend. */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  invalid,
  children,
}: {
  name: string
  value: string
  checked: boolean
  onChange: () => void
  invalid?: boolean
  children: ReactNode
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg border px-4 py-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
        checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-invalid={invalid ? true : undefined}
        // An invalid choice is described by its group's error (FieldError with the same id).
        aria-describedby={invalid ? `${name}-error` : undefined}
        className="size-4 border-slate-300 text-brand-700"
      />
      {children}
    </label>
  )
}
