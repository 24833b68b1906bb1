import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'

/** The name of the screen each placeholder route stands for (a message id). */
const SECTIONS: Record<string, string> = {
  '/about': 'common.placeholder.sections.about',
  '/contact': 'common.placeholder.sections.contact',
  '/careers': 'common.placeholder.sections.careers',
  '/privacy': 'common.placeholder.sections.privacy',
  '/cookie-policy': 'common.placeholder.sections.cookiePolicy',
  '/terms-and-conditions': 'common.placeholder.sections.terms',
  '/pricing': 'common.placeholder.sections.pricing',
  '/mentors': 'common.placeholder.sections.mentors',
  '/mentors/matching': 'common.placeholder.sections.matching',
  '/saved-mentors': 'common.placeholder.sections.savedMentors',
  '/login': 'common.nav.signIn',
  '/register': 'common.nav.register',
  '/forgot-password': 'common.placeholder.sections.forgotPassword',
  '/onboarding': 'common.placeholder.sections.onboarding',
  '/dashboard': 'common.nav.dashboard',
  '/dashboard/sessions': 'common.nav.sessions',
  '/settings/profile': 'common.settings.basicProfile',
  '/settings/profile/basic': 'common.settings.basicProfile',
  '/settings/profile/mentor': 'common.settings.mentorProfile',
  '/settings/profile/schedule': 'common.settings.schedule',
  '/settings/account/account': 'common.settings.account',
  '/settings/account/calendar': 'common.settings.calendar',
  '/settings/payments': 'common.settings.payments',
  '/settings/referrals': 'common.settings.referrals',
}

type Props = { routeName: string }

/** A part of the marketplace that is not open yet. */
export default function Placeholder({ routeName }: Props) {
  const intl = useIntl()
  const title = intl.formatMessage({
    id: SECTIONS[routeName] ?? 'common.placeholder.sections.default',
  })

  return (
    <>
      <Head title={title} />
      <div className="flex flex-1 items-center bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto w-full max-w-2xl px-4 py-20 text-center sm:py-28">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-7">
              <path strokeLinecap="round" strokeLinejoin="round" d="M12 6v6h4.5m4.5 0a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />
            </svg>
          </span>
          <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <FormattedMessage id="common.placeholder.eyebrow" />
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-slate-600">
            <FormattedMessage id="common.placeholder.description" />
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              route="pages.home"
              className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              <FormattedMessage id="common.placeholder.backHome" />
            </Link>
          </div>
        </div>
      </div>
    </>
  )
}
