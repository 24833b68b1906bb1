import { type ReactNode } from 'react'
import { cn } from '~/lib/cn'

export const linkButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'
export const secondaryLinkClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'

const TONES = {
  success: 'bg-green-100 text-green-800',
  neutral: 'bg-slate-100 text-slate-700',
  waiting: 'bg-amber-100 text-amber-900',
}

const ICONS = {
  success: 'm4.5 12.75 6 6 9-13.5',
  neutral: 'M6 18 18 6M6 6l12 12',
  waiting: 'M12 6v6h4.5m4.5 0a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
}

/** The card of a checkout's outcome page: an icon, a heading, what happened, what to do next. */
export function OutcomePanel({
  tone,
  heading,
  children,
  actions,
}: {
  tone: keyof typeof TONES
  heading: ReactNode
  children: ReactNode
  actions: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <span
          className={cn(
            'mx-auto flex size-12 items-center justify-center rounded-full',
            TONES[tone]
          )}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-6"
          >
            <path strokeLinecap="round" strokeLinejoin="round" d={ICONS[tone]} />
          </svg>
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{heading}</h1>
        <div className="mt-3 space-y-2 text-base text-slate-700">{children}</div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </div>
    </div>
  )
}
