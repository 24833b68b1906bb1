import { type ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { FormattedMessage, useIntl } from 'react-intl'
import { NavLink } from '~/components/shell/navigation_link'
import { SETTINGS_NAV, visibleFor } from '~/components/shell/navigation'

/**
 * Settings pages: the side navigation beside the page. It nests inside the
 * default layout, which keeps its header and footer mounted.
 */
export default function SettingsLayout({ children }: { children: ReactNode }) {
  const intl = useIntl()
  const { props, url } = usePage()
  const items = visibleFor(SETTINGS_NAV, props)

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-12">
      <aside className="mb-8 lg:mb-0">
        <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <FormattedMessage id="common.settings.title" />
        </p>
        <nav aria-label={intl.formatMessage({ id: 'common.settings.label' })} className="mt-3">
          {/* Wraps on narrow screens: every page, the current one included, stays in sight. */}
          <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  item={item}
                  url={url}
                  className="block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                  activeClassName="bg-brand-50 text-brand-800"
                />
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  )
}
