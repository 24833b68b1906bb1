import { Head, usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage } from 'react-intl'
import { primaryButtonClass, secondaryButtonClass } from '~/components/ui/button'
import { useT } from '~/components/ui/use_t'

/** 'Failed to load mentor profile', with a way to try again. */
export function LoadError() {
  const t = useT()
  const { url } = usePage()
  return (
    <>
      <Head title={t('mentor_profile.loadError.title')}>
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <div className="mx-auto w-full max-w-2xl px-4 py-20 text-center sm:py-28">
        <div role="alert">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            <FormattedMessage id="mentor_profile.loadError.title" />
          </h1>
          <p className="mt-4 text-base text-slate-600">
            <FormattedMessage id="mentor_profile.loadError.description" />
          </p>
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {/* A full reload: the profile is assembled again from scratch. */}
          <a href={url} className={primaryButtonClass}>
            <FormattedMessage id="mentor_profile.loadError.retry" />
          </a>
          <Link route="mentoring.mentors" className={secondaryButtonClass}>
            <FormattedMessage id="mentor_profile.loadError.back" />
          </Link>
        </div>
      </div>
    </>
  )
}
