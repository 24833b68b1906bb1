import { useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { cn } from '~/lib/cn'
import { fieldEdgeClass } from '~/components/ui/field'
import { focusFirstError as focusFirstField } from '~/components/ui/focus_first_error'

/*
 * Labelled inputs of the sign-in pages. An error is tied to its input
 * (aria-invalid, aria-describedby) so a screen reader reads it with the field.
 */

const inputClass = `block w-full rounded-md px-3 py-2.5 text-base shadow-sm sm:text-sm ${fieldEdgeClass}`

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> & {
  name: string
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  error?: string | null
  hint?: ReactNode
  /** Extra content under the input (e.g. the strength meter), before the error. */
  below?: ReactNode
  /** Ids of elements outside the field that also describe the input. */
  describedBy?: string[]
  trailing?: ReactNode
}

function describedByIds(id: string, hint: unknown, error: unknown, extra: string[] = []) {
  const ids = [hint ? `${id}-hint` : null, ...extra, error ? `${id}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

export function AuthField({
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  below,
  describedBy,
  trailing,
  className,
  id = name,
  ...input
}: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          {...input}
          id={id}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(id, hint, error, describedBy)}
          className={cn(inputClass, trailing ? 'pr-11' : undefined)}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {below}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className="size-5"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M2.04 12.32a1 1 0 0 1 0-.64C3.42 7.5 7.36 4.5 12 4.5s8.57 3 9.96 7.18a1 1 0 0 1 0 .64C20.58 16.5 16.64 19.5 12 19.5s-8.57-3-9.96-7.18Z"
      />
      <path strokeLinecap="round" strokeLinejoin="round" d="M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" />
      {crossed ? <path strokeLinecap="round" d="M4 4l16 16" /> : null}
    </svg>
  )
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const intl = useIntl()
  const [visible, setVisible] = useState(false)
  const toggleLabel = intl.formatMessage({
    id: visible ? 'auth.password.hide' : 'auth.password.show',
  })
  return (
    <AuthField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={props.id ?? props.name}
          className="rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <EyeIcon crossed={visible} />
          <span className="sr-only">{toggleLabel}</span>
        </button>
      }
    />
  )
}

type CheckboxProps = {
  name: string
  label: ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}

export function AuthCheckbox({ name, label, checked, onCheckedChange }: CheckboxProps) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={name}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-4 rounded border-slate-300 text-brand-700 focus:ring-2 focus:ring-brand-600"
      />
      <label htmlFor={name} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  )
}

/**
 * After a failed submission, moves focus to the first field in error (in
 * form order), or to the form's alert when only the form as a whole failed.
 * Call it once the errors are drawn, through `useFocusAfterRender`.
 */
export function focusFirstError(
  form: HTMLFormElement | null,
  errors: Record<string, unknown>,
  fieldOrder: string[],
  alertId?: string
) {
  if (!form) return
  const fields = fieldOrder.filter((name) => errors[name])
  if (fields.length) focusFirstField(form, fields)
  else if (alertId) document.getElementById(alertId)?.focus()
}
