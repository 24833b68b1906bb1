import { type SpinnerSize } from '#business/app'
import { cn } from '~/lib/cn'

const SIZE_CLASSES: Record<SpinnerSize, string> = {
  xs: 'size-3',
  sm: 'size-4',
  md: 'size-6',
  lg: 'size-10',
  xl: 'size-16',
}

type Props = {
  size?: SpinnerSize
  className?: string
  /** Announced to screen readers; without it the spinner is decorative (e.g. inside a button). */
  label?: string
}

/** A spinning ring in the current text colour. */
export function Spinner({ size = 'md', className, label }: Props) {
  const ring = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cn(
        'animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]',
        SIZE_CLASSES[size],
        className
      )}
      data-size={size}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  )
  if (!label) return ring
  return (
    <span role="status" aria-label={label} className="inline-flex">
      {ring}
    </span>
  )
}
