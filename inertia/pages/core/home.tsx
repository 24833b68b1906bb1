import { Head } from '@inertiajs/react'
import { FormattedMessage, useIntl } from 'react-intl'

export default function Home() {
  const intl = useIntl()
  return (
    <>
      <Head title={intl.formatMessage({ id: 'home.meta.title' })} />
      <main id="main" className="mx-auto max-w-5xl px-4 py-16">
        <h1 className="text-4xl font-bold">
          <FormattedMessage id="home.hero.title" />
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          <FormattedMessage id="home.hero.subtitle" />
        </p>
      </main>
    </>
  )
}
