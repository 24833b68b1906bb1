import type { ReactNode } from 'react'

type Props = {
  heading: ReactNode
  subtitle?: ReactNode
  /** Shown above the card's content: notices, alerts. */
  banner?: ReactNode
  children: ReactNode
  /** Below the card: links to the neighbouring pages. */
  footer?: ReactNode
}

/**
 * The frame of every sign-in page: a centred card on a soft background, one
 * heading (the page's h1). The layout provides <main>.
 */
export function AuthCard({ heading, subtitle, banner, children, footer }: Props) {
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-50 via-white to-white px-4 py-12 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-10 sm:py-10">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {heading}
          </h1>
          {subtitle ? <p className="mt-2 text-sm leading-6 text-slate-600">{subtitle}</p> : null}
          {banner ? <div className="mt-6">{banner}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  )
}

/** "or" between the social buttons and the e-mail form. */
export function AuthDivider({ label }: { label: ReactNode }) {
  return (
    <div className="my-6 flex items-center gap-3" role="separator">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
    </div>
  )
}

export const authLinkClass =
  'font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none'
