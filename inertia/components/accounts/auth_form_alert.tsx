import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

type Tone = 'error' | 'success' | 'info'

const TONES: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
}

type Props = {
  tone: Tone
  title?: ReactNode
  children?: ReactNode
  id?: string
  className?: string
}

/**
 * A message about the whole form or page. Errors are announced at once
 * (role="alert") and can take focus; other tones are polite status messages.
 */
export function FormAlert({ tone, title, children, id, className }: Props) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={tone === 'error' ? -1 : undefined}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm focus:outline-none',
        TONES[tone],
        className
      )}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? (
        <div className={cn(title ? 'mt-1' : undefined, 'leading-6')}>{children}</div>
      ) : null}
    </div>
  )
}
