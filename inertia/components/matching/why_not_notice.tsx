import type { ReactNode } from 'react'

/**
 * A thin search's "why not" (fewer results than WHY_NOT.fewerThan): which
 * single criterion, removed, would add the most mentors, and the one-click
 * control that removes it. The sentence is a polite status, present before it
 * changes so that screen readers announce each new one; the control follows it.
 */
export function WhyNotNotice({
  message,
  children,
}: {
  message: string | null
  children: ReactNode
}) {
  return (
    <div
      className={
        message
          ? 'mt-4 flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between'
          : undefined
      }
    >
      <p role="status" className="text-sm text-brand-900">
        {message ?? ''}
      </p>
      {message ? children : null}
    </div>
  )
}
