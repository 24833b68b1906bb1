import { Link } from '@adonisjs/inertia/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { APP_NAME } from '#business/app'
import { Brand } from '~/components/shell/brand'
import { FOOTER_NAV } from '~/components/shell/navigation'
import { CookieSettingsButton } from '~/components/shell/consent_banner'

export function Footer() {
  const intl = useIntl()
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-5">
          <div className="md:col-span-2">
            <Brand />
            <p className="mt-4 max-w-xs text-sm leading-6 text-slate-600">
              <FormattedMessage id="common.footer.tagline" />
            </p>
          </div>
          <nav
            aria-label={intl.formatMessage({ id: 'common.footer.label' })}
            className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-3"
          >
            {FOOTER_NAV.map((group) => (
              <div key={group.headingId}>
                <h2 className="text-sm font-semibold text-slate-900">
                  <FormattedMessage id={group.headingId} />
                </h2>
                <ul className="mt-4 space-y-3">
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        className="text-sm text-slate-600 hover:text-slate-900 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                      >
                        <FormattedMessage id={item.labelId} />
                      </Link>
                    </li>
                  ))}
                  {group.headingId === 'common.footer.legal' ? (
                    // Consent can be changed from every page (the banner opens again).
                    <li>
                      <CookieSettingsButton className="text-left text-sm text-slate-600 hover:text-slate-900 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none" />
                    </li>
                  ) : null}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className="mt-12 border-t border-slate-200 pt-8 text-sm text-slate-600">
          <FormattedMessage
            id="common.footer.copyright"
            values={{ year: new Date().getFullYear(), brand: APP_NAME }}
          />
        </p>
      </div>
    </footer>
  )
}
