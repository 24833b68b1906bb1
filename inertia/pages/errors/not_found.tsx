import { Head } from '@inertiajs/react'
import { FormattedMessage } from 'react-intl'

type Props = { statusCode?: number; statusMessage?: string; message?: string }

export default function NotFound({ statusCode = 404, statusMessage, message }: Props) {
  return (
    <>
      <Head title={statusMessage} />
      <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-sm font-semibold text-brand-700">{statusCode}</p>
        <h1 className="mt-2 text-3xl font-bold">{statusMessage}</h1>
        <p className="mt-4 text-slate-600">
          {message || <FormattedMessage id="errors.page.notFoundDescription" />}
        </p>
        <a href="/" className="mt-8 inline-block text-brand-700 underline">
          <FormattedMessage id="errors.page.backHome" />
        </a>
      </main>
    </>
  )
}
