import { type ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage } from 'react-intl'
import { cn } from '~/lib/cn'

type Props = {
  statusCode: number
  statusMessage: string
  message: ReactNode
  tone: 'neutral' | 'danger'
  /** Extra actions after "Back to the home page". */
  children?: ReactNode
}

/** The body of both error pages: code, status message, description, a way home. */
export function ErrorView({ statusCode, statusMessage, message, tone, children }: Props) {
  return (
    <>
      <Head title={statusMessage} />
      <div className="flex flex-1 items-center">
        <div className="mx-auto w-full max-w-2xl px-4 py-20 text-center sm:py-28">
          <p
            className={cn(
              'text-6xl font-extrabold tracking-tight sm:text-7xl',
              tone === 'danger' ? 'text-red-700' : 'text-brand-700'
            )}
          >
            <span className="sr-only">
              <FormattedMessage id="errors.page.statusCode" values={{ code: statusCode }} />
            </span>
            <span aria-hidden="true">{statusCode}</span>
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {statusMessage}
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-slate-600">{message}</p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              route="pages.home"
              className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              <FormattedMessage id="errors.page.backHome" />
            </Link>
            {children}
          </div>
        </div>
      </div>
    </>
  )
}
