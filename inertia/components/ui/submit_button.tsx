import type { ComponentProps, ReactNode } from 'react'
import { type SpinnerSize } from '#business/app'
import { Spinner } from '~/components/loading/spinner'

type Props = Omit<ComponentProps<'button'>, 'type' | 'children'> & {
  /** The request is running: a spinner and `busyLabel` stand in for the label. */
  busy: boolean
  busyLabel: ReactNode
  children: ReactNode
  spinnerSize?: SpinnerSize
}

/**
 * A form's submit button, busy while the request runs. Unless the form sets `disabled`, a busy
 * button is only aria-disabled (a disabled button drops the keyboard focus to the body), and it
 * cancels its own activation: a click, or Enter in a field, does not submit the form again.
 */
export function SubmitButton({ busy, busyLabel, children, spinnerSize = 'xs', ...button }: Props) {
  const keepsFocus = button.disabled === undefined
  return (
    <button
      type="submit"
      aria-disabled={(keepsFocus && busy) || undefined}
      {...button}
      onClick={(event) => {
        if (busy) event.preventDefault()
        else button.onClick?.(event)
      }}
    >
      {busy ? <Spinner size={spinnerSize} /> : null}
      {busy ? busyLabel : children}
    </button>
  )
}
