import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Seo } from '~/components/shell/seo'
import { useT } from '~/components/ui/use_t'

const linkButton =
  'inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none'

/** Careers: no openings now, a way to write to the team, and the way to become a mentor. */
export default function Careers() {
  const intl = useIntl()
  const t = useT('pages.careers')
  return (
    <>
      <Seo title={t('title')} description={intl.formatMessage({ id: 'pages.meta.careers' })} />
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          {t('title')}
        </h1>
        <p className="mt-6 text-lg leading-8 text-slate-700">{t('intro')}</p>
        <p className="mt-4 text-base leading-7 text-slate-700">{t('noOpenings')}</p>
        <p className="mt-4 text-base leading-7 text-slate-700">{t('spontaneous')}</p>
        <p className="mt-8">
          <Link route="pages.contact" className={linkButton}>
            {t('contactCta')}
          </Link>
        </p>
        <section
          aria-labelledby="careers-mentor"
          className="mt-14 rounded-2xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="careers-mentor" className="text-xl font-semibold text-slate-900">
            <FormattedMessage id="pages.careers.mentorTitle" />
          </h2>
          <p className="mt-2 text-base leading-7 text-slate-700">{t('mentorText')}</p>
          <p className="mt-4">
            <Link
              route="mentoring.applications.show"
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {t('mentorCta')}
            </Link>
          </p>
        </section>
      </div>
    </>
  )
}
