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
 * button is only aria-disabled: a disabled button drops the keyboard focus to the body, so the
 * form's submit handler ignores the presses that come while it is busy.
 */
export function SubmitButton({ busy, busyLabel, children, spinnerSize = 'xs', ...button }: Props) {
  const keepsFocus = button.disabled === undefined
  return (
    <button type="submit" aria-disabled={(keepsFocus && busy) || undefined} {...button}>
      {busy ? <Spinner size={spinnerSize} /> : null}
      {busy ? busyLabel : children}
    </button>
  )
}
