import type { ComponentProps, ReactNode } from 'react'
import { cn } from '~/lib/cn'

/**
 * How every text field, select and text area shows its edge and its focus
 * (WCAG 1.4.11, 2.4.7): a slate-500 border (4.8:1 on white), placeholders in
 * slate-500 too (4.8:1: a hint must be readable), and when focused a solid
 * 2 px brand-600 ring (6.3:1) around a brand-700 border. An invalid field
 * has a red-700 border and ring. Size, padding and rounding are the caller's.
 */
export const fieldEdgeClass =
  'border border-slate-500 bg-white text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-red-700'

/** A text field's, select's or text area's look: the shared edge, full width. */
export const inputClass = `block w-full rounded-md px-3 py-2 text-base shadow-sm sm:text-sm ${fieldEdgeClass}`

export type FieldControlProps = {
  'id': string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

/*
 * A labelled field with its hint and error. Errors are tied to their inputs
 * (aria-describedby, aria-invalid) so screen readers announce them with the field.
 */
type FieldProps = {
  id: string
  label: ReactNode
  error?: string | null
  hint?: ReactNode
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

/** The ids an input points at: its hint, then its error. */
export function describedBy(id: string, hint: unknown, error: unknown) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  )
}

export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1.5">
        {children({
          'id': id,
          'aria-describedby': describedBy(id, hint, error),
          'aria-invalid': error ? true : undefined,
        })}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  )
}

export type TextAreaFieldProps = Omit<FieldProps, 'children'> &
  Omit<ComponentProps<'textarea'>, 'id' | 'className' | 'value' | 'onChange'> & {
    value: string
    onChange: (value: string) => void
  }

/** A labelled text area that grows downwards only; `onChange` gets the text. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  value,
  onChange,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClass, 'resize-y')}
        />
      )}
    </Field>
  )
}
