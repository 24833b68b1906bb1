import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ErrorView } from '~/components/error_view'

type Props = { statusCode?: number; statusMessage?: string; message?: string }

/** 404: the path matches no page. */
export default function NotFound({ statusCode = 404, statusMessage, message }: Props) {
  const intl = useIntl()
  return (
    <ErrorView
      statusCode={statusCode}
      statusMessage={statusMessage || intl.formatMessage({ id: 'errors.page.notFoundTitle' })}
      message={message || intl.formatMessage({ id: 'errors.page.notFoundDescription' })}
      tone="neutral"
    >
      <Link
        route="mentoring.mentors"
        className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-3 text-base font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <FormattedMessage id="errors.page.findMentors" />
      </Link>
    </ErrorView>
  )
}
