import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { cn } from '~/lib/cn'

export const linkClass =
  'rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none'

/** A dashboard area: a landmark named by its heading, with an optional "see all" link. */
export function DashboardSection({
  id,
  title,
  description,
  action,
  children,
  className,
}: {
  id: string
  title: string
  description?: ReactNode
  action?: { href: string; label: string }
  children: ReactNode
  className?: string
}) {
  const headingId = `${id}-heading`
  return (
    <section
      aria-labelledby={headingId}
      data-section={id}
      className={cn(
        'min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm wrap-anywhere sm:p-6',
        className
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action ? (
          <Link href={action.href} className={linkClass}>
            {action.label}
          </Link>
        ) : null}
      </div>
      {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** What a section shows when it has nothing yet, with the next step. */
export function EmptyState({
  title,
  hint,
  action,
}: {
  title: string
  hint?: string
  action?: { href: string; label: string; external?: boolean }
}) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center">
      <p className="font-medium text-slate-900">{title}</p>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      {action ? (
        action.external ? (
          <a
            href={action.href}
            className={cn(linkClass, 'mt-3 inline-block')}
            target="_blank"
            rel="noreferrer"
          >
            {action.label}
          </a>
        ) : (
          <Link href={action.href} className={cn(linkClass, 'mt-3 inline-block')}>
            {action.label}
          </Link>
        )
      ) : null}
    </div>
  )
}
