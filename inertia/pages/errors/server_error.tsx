import { useIntl } from 'react-intl'
import { ErrorView } from '~/components/error_view'

type Props = { statusCode?: number; statusMessage?: string; message?: string }

/** Every error other than 404 (status code 500 unless told otherwise). */
export default function ServerError({ statusCode = 500, statusMessage, message }: Props) {
  const intl = useIntl()
  return (
    <ErrorView
      statusCode={statusCode}
      statusMessage={statusMessage || intl.formatMessage({ id: 'errors.page.serverErrorTitle' })}
      message={message || intl.formatMessage({ id: 'errors.page.serverErrorDescription' })}
      tone="danger"
    >
      {statusCode >= 500 ? (
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-3 text-base font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {intl.formatMessage({ id: 'errors.page.tryAgain' })}
        </button>
      ) : null}
    </ErrorView>
  )
}
